import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function AddVendorPage() {
  return <NotBuiltYet title="Add Vendor" issue="the ERP tools work" />;
}
