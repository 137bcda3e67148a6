import { NavBar } from "@/components/nav/nav-bar";
import { Sidebar } from "@/components/nav/sidebar";
import { getDb } from "@/db/client";
import type { Claims } from "@/lib/auth/claims";
import { showsCompanyLogo } from "@/lib/companies/company-logo";
import { portLabel } from "@/lib/erp/environments";
import { listNavigation } from "@/lib/menus/list-visible-menus";

/**
 * The signed-in frame: the top bar, the sidebar (wide screens) and the screen. The portal's layout draws it, and so
 * does Invoice Tracking for a signed-in visitor, so that the dashboard's tracking links stay inside the portal.
 */
export async function PortalChrome({ user, children }: { user: Claims; children: React.ReactNode }) {
  const groups = await listNavigation(await getDb(), user);
  const homePath = user.userType === "admin" ? "/admin/home" : "/home";
  return (
    <div className="min-h-screen">
      <NavBar
        title={`E54 Portal · ${portLabel(user.lastPort)}`}
        greeting={user.erpUserName ?? user.email}
        showLogo={showsCompanyLogo(user.companyCode)}
        homePath={homePath}
        groups={groups}
      />
      <div className="mx-auto flex max-w-[88rem] gap-8 px-4">
        <Sidebar homePath={homePath} groups={groups} />
        <main className="min-w-0 flex-1 py-8">{children}</main>
      </div>
    </div>
  );
}
