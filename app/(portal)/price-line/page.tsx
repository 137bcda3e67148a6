import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function PriceLineAccessPage() {
  return <NotBuiltYet title="Price Line Access" issue="the ERP tools work" />;
}
