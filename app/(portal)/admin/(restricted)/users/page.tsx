import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function UserAdminPage() {
  return <NotBuiltYet title="User Admin" issue="the administration work" />;
}
