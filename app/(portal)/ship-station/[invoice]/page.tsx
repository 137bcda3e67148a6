import { eq } from "drizzle-orm";
import { ShipmentPreparation } from "@/components/shipping/desk/prep/shipment-preparation";
import { getDb } from "@/db/client";
import { companies } from "@/db/schema";
import { pageRead } from "@/lib/api/page-read";
import { requireUser } from "@/lib/auth/current-user";
import { getShip54Settings } from "@/lib/shipping/settings/get-ship54-settings";
import { FREIGHT_DEFAULTS } from "@/lib/shipping/settings/settings-view";
import { companyAddress } from "@/lib/shipping/desk/ship-address";

type Props = { params: Promise<{ invoice: string }>; searchParams: Promise<{ manual?: string }> };

/** Shipment preparation for one invoice, or (MANUAL with manual=true) a manual shipment (spec 2 section 2). */
export default async function ShipmentPreparationPage({ params, searchParams }: Props) {
  const user = await requireUser();
  const [{ invoice }, { manual }] = await Promise.all([params, searchParams]);
  const decoded = decodeURIComponent(invoice).toUpperCase();
  const companyId = user.companyId?._id;
  const db = await getDb();
  const [company, settings] = companyId
    ? await Promise.all([
        db.query.companies.findFirst({ where: eq(companies.id, companyId) }),
        // Unreadable settings leave the freight method at its default (spec 2 section 9).
        pageRead("/ship-station/[invoice]", () => getShip54Settings(db, { companyId, userId: user.userId })).then(
          (r) => r.value,
        ),
      ])
    : [undefined, null];
  return (
    <ShipmentPreparation
      key={decoded}
      invoice={decoded}
      manual={decoded === "MANUAL" && manual === "true"}
      companyFrom={company ? companyAddress(company) : null}
      freightMethod={settings?.freight.defaultMethod ?? FREIGHT_DEFAULTS.defaultMethod}
    />
  );
}
