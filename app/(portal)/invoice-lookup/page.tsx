import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function InvoiceLookUpPage() {
  return <NotBuiltYet title="Invoice Look Up" issue="the pricing and invoices work" />;
}
