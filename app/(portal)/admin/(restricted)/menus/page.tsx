import { AdminOnlyPanel } from "@/components/admin/admin-only-panel";
import { MenuAdmin } from "@/components/admin/menus/menu-admin";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { listMenus } from "@/lib/menus/list-menus";

export default async function MenusPage() {
  // Checked here too: the layout does not run again on client-side navigation.
  if ((await requireUser()).userType !== "admin") return <AdminOnlyPanel />;
  return <MenuAdmin initialMenus={await listMenus(await getDb())} />;
}
