import { eq } from "drizzle-orm";
import Link from "next/link";
import { ShipmentTracking } from "@/components/shipping/tracking/shipments/shipment-tracking";
import { Alert } from "@/components/ui/alert";
import { getDb, type Db } from "@/db/client";
import { companies } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { Claims } from "@/lib/auth/claims";
import { requireUser } from "@/lib/auth/current-user";
import { trackingHref } from "@/lib/shipping/tracking/invoices/tracking-href";
import { listShipments } from "@/lib/shipping/tracking/shipments/list-shipments";
import { listShipmentsQuerySchema, STATS_DAYS } from "@/lib/shipping/tracking/shipments/schemas";
import { shipmentScope } from "@/lib/shipping/tracking/shipments/shipment-access";
import { shipmentStats } from "@/lib/shipping/tracking/shipments/shipment-stats";
import { INTERNAL_STATUSES } from "@/lib/shipping/tracking/internal-status";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The company the screen shows, whose code its Invoice Tracking link names (CLARIFICATIONS 49); none for all companies. */
async function shownCompanyCode(db: Db, claims: Claims, companyId: string | null): Promise<string | null> {
  if (claims.userType !== "admin") return claims.companyCode;
  if (!companyId) return null;
  const company = await db.query.companies.findFirst({
    where: eq(companies.id, companyId),
    columns: { companyCode: true },
  });
  return company?.companyCode ?? null;
}

/** Open to admins (every company) and to users of a company that owns ship54 (CLARIFICATIONS top section). */
export default async function ShipmentTrackingPage({ searchParams }: Props) {
  const claims = await requireUser();
  const db = await getDb();
  const requested = (await searchParams).companyId;
  let companyId: string | null;
  try {
    companyId = await shipmentScope(db, claims, typeof requested === "string" ? requested : null);
  } catch (err) {
    if (err instanceof ApiError) return <Alert tone="error">{err.message}</Alert>;
    throw err;
  }
  const [initialStats, initialPage, companyCode] = await Promise.all([
    shipmentStats(db, { companyId, days: STATS_DAYS }),
    listShipments(db, { companyId, query: listShipmentsQuerySchema.parse({}) }),
    shownCompanyCode(db, claims, companyId),
  ]);
  return (
    <div className="flex flex-col gap-2">
      <Link href={trackingHref({ company: companyCode })} className="text-sm text-brand-700 hover:underline">
        Look up one invoice →
      </Link>
      <ShipmentTracking
        statuses={INTERNAL_STATUSES}
        companyId={claims.userType === "admin" ? companyId : null}
        admin={claims.userType === "admin"}
        initialStats={initialStats}
        initialPage={initialPage}
      />
    </div>
  );
}
