import { NavBar } from "@/components/nav/nav-bar";
import { Toaster } from "@/components/ui/toast";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { portLabel } from "@/lib/erp/environments";
import { listVisibleMenus } from "@/lib/menus/list-visible-menus";

export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  const menus = await listVisibleMenus(await getDb(), user);
  return (
    <div className="min-h-screen">
      <NavBar
        title={`E54 Portal · ${portLabel(user.lastPort)}`}
        greeting={user.erpUserName ?? user.email}
        showLogo={user.companyCode !== "heritage"}
        homePath={user.userType === "admin" ? "/admin/home" : "/home"}
        menus={menus}
      />
      <main className="mx-auto max-w-6xl px-4 py-8">{children}</main>
      <Toaster />
    </div>
  );
}
