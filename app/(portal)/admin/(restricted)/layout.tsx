import { AdminOnlyPanel } from "@/components/admin/admin-only-panel";
import { requireUser } from "@/lib/auth/current-user";

/**
 * Admin pages are for administrators. Each page checks again before it loads data (a layout is not re-run on
 * client-side navigation), and the API checks on every call.
 */
export default async function AdminOnlyLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  if (user.userType !== "admin") return <AdminOnlyPanel />;
  return children;
}
