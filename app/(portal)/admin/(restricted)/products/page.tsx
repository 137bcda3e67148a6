import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function ProductManagementPage() {
  return <NotBuiltYet title="Product Management" issue="the administration work" />;
}
