import { eq } from "drizzle-orm";
import Link from "next/link";
import { NeedsAttentionCard } from "@/components/shipping/attention/needs-attention-card";
import { HistoryCharts } from "@/components/shipping/tracking/history/history-charts";
import { StatsCards } from "@/components/shipping/tracking/shipments/stats-cards";
import { ShipmentTracking } from "@/components/shipping/tracking/shipments/shipment-tracking";
import { Alert } from "@/components/ui/alert";
import { getDb, type Db } from "@/db/client";
import { companies } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { pageRead } from "@/lib/api/page-read";
import type { Claims } from "@/lib/auth/claims";
import { requireUser } from "@/lib/auth/current-user";
import { readAttention } from "@/lib/shipping/attention/read-attention";
import { EVERY_COMPANY } from "@/lib/shipping/core/find-shipment";
import { historyDays } from "@/lib/shipping/tracking/history/period";
import { shipmentHistory } from "@/lib/shipping/tracking/history/shipment-history";
import { trackingHref } from "@/lib/shipping/tracking/invoices/tracking-href";
import { listShipments } from "@/lib/shipping/tracking/shipments/list-shipments";
import { listShipmentsQuerySchema } from "@/lib/shipping/tracking/shipments/schemas";
import { shipmentScope } from "@/lib/shipping/tracking/shipments/shipment-access";
import { filtersFromQuery, shipmentsQuery } from "@/lib/shipping/tracking/shipments/table-filters";
import { STATUS_WORD_KEYS } from "@/lib/shipping/tracking/status-text";

type Params = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<Params> };

/** The table's filters the address names (a chart's bar links here with them); an unreadable address filters nothing. */
function tableQuery(params: Params) {
  const single = Object.fromEntries(Object.entries(params).filter(([k, v]) => typeof v === "string" && k !== "page"));
  const parsed = listShipmentsQuerySchema.safeParse(single);
  return parsed.success ? parsed.data : listShipmentsQuerySchema.parse({});
}

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
  const params = await searchParams;
  const requested = params.companyId;
  let companyId: string | null;
  try {
    companyId = await shipmentScope(db, claims, typeof requested === "string" ? requested : null);
  } catch (err) {
    if (err instanceof ApiError) return <Alert tone="error">{err.message}</Alert>;
    throw err;
  }
  const query = tableQuery(params);
  const initialFilters = filtersFromQuery(query);
  const [initialPage, companyCode, history, attention] = await Promise.all([
    listShipments(db, { companyId, query }),
    shownCompanyCode(db, claims, companyId),
    shipmentHistory(db, { companyId, days: historyDays(params.days) }),
    pageRead("/admin/shipment-tracking", () => readAttention(db, { owner: companyId ?? EVERY_COMPANY })),
  ]);
  const shownCompany = claims.userType === "admin" ? companyId : null;
  return (
    <div className="flex flex-col gap-2">
      <Link href={trackingHref({ company: companyCode })} className="text-sm text-brand-700 hover:underline">
        Look up one invoice →
      </Link>
      <ShipmentTracking
        // A chart's link names other filters: the table starts again from them.
        key={shipmentsQuery(initialFilters, 1, shownCompany)}
        statuses={STATUS_WORD_KEYS}
        companyId={shownCompany}
        admin={claims.userType === "admin"}
        figures={
          <>
            <NeedsAttentionCard
              list={attention.value}
              problem={attention.problem}
              admin={claims.userType === "admin"}
              showCompany={!companyId}
            />
            <StatsCards
              stats={history.stats}
              period={{ from: history.from, to: history.to, companyId: shownCompany }}
            />
            <HistoryCharts history={history} companyId={shownCompany} />
          </>
        }
        initialFilters={initialFilters}
        initialPage={initialPage}
      />
    </div>
  );
}
