import { AvailableProducts } from "@/components/home/available-products";
import { AuthorizedProducts } from "@/components/home/authorized-products";
import { SystemSettings } from "@/components/home/system-settings";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { loadHome } from "@/lib/home/load-home";
import { productScreens } from "@/lib/home/product-screen";
import { listVisibleMenus } from "@/lib/menus/list-visible-menus";
import { welcomeTitle } from "@/lib/home/welcome-title";

export default async function HomePage() {
  const user = await requireUser();
  const db = await getDb();
  const [home, menus] = await Promise.all([loadHome(db, user), listVisibleMenus(db, user)]);
  const screens = productScreens(
    home.authorized.map((p) => p._id),
    menus,
  );
  return (
    <div className="flex flex-col gap-6">
      <SystemSettings
        title={welcomeTitle(user.companyCode)}
        userId={user.userId}
        port={user.lastPort}
        portOptions={home.portOptions}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <AuthorizedProducts products={home.authorized} screens={screens} />
        <AvailableProducts products={home.available} />
      </div>
    </div>
  );
}
