import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function CompanyAdminPage() {
  return <NotBuiltYet title="Company Admin" issue="the administration work" />;
}
