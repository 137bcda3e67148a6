import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function CreateProductPage() {
  return <NotBuiltYet title="Create Product" issue="the ERP tools work" />;
}
