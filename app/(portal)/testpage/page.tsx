import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function CrossReferenceTestPagePage() {
  return <NotBuiltYet title="Cross-Reference Test Page" issue="the pricing and invoices work" />;
}
