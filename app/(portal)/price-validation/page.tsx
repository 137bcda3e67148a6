import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function PriceComparisonPage() {
  return <NotBuiltYet title="Price Comparison" issue="the pricing and invoices work" />;
}
