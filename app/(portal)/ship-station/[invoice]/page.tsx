import { eq } from "drizzle-orm";
import { ShipmentPreparation } from "@/components/shipping/desk/prep/shipment-preparation";
import { ShippedInvoice } from "@/components/shipping/desk/prep/shipped-invoice";
import { BackLink } from "@/components/ui/back-link";
import { getDb } from "@/db/client";
import { companies } from "@/db/schema";
import { pageRead } from "@/lib/api/page-read";
import { requireUser } from "@/lib/auth/current-user";
import { getShip54Settings } from "@/lib/shipping/settings/get-ship54-settings";
import { FREIGHT_DEFAULTS } from "@/lib/shipping/settings/settings-view";
import { companyAddress } from "@/lib/shipping/desk/ship-address";
import { nextPackageNumber, type ShippedPackageDto } from "@/lib/shipping/desk/shipped-package-dto";
import { listInvoicePackages } from "@/lib/shipping/desk/shipped-packages";
import { NoProductPanel } from "@/components/products/no-product-panel";
import { hasProduct } from "@/lib/products/require-product";

const NO_COMPANY: [undefined, null, ShippedPackageDto[]] = [undefined, null, []];

type Props = { params: Promise<{ invoice: string }>; searchParams: Promise<{ manual?: string }> };

/**
 * Shipment preparation for one invoice, or (MANUAL with manual=true) a manual shipment (spec 2 section 2). An
 * invoice the company already shipped opens on its packages, with the form for the next one a click away.
 */
export default async function ShipmentPreparationPage({ params, searchParams }: Props) {
  const user = await requireUser();
  if (!(await hasProduct(await getDb(), user, "ship54"))) return <NoProductPanel product="ship54" />;
  const [{ invoice }, { manual }] = await Promise.all([params, searchParams]);
  const decoded = decodeURIComponent(invoice).toUpperCase();
  const isManual = decoded === "MANUAL" && manual === "true";
  const companyId = user.companyId?._id;
  const db = await getDb();
  const [company, settings, shipped] = companyId
    ? await Promise.all([
        db.query.companies.findFirst({ where: eq(companies.id, companyId) }),
        // Unreadable settings leave the freight method at its default (spec 2 section 9).
        pageRead("/ship-station/[invoice]", () => getShip54Settings(db, { companyId, userId: user.userId })).then(
          (r) => r.value,
        ),
        isManual ? [] : listInvoicePackages(db, { companyId, invoiceNumber: decoded }),
      ])
    : NO_COMPANY;
  const form = (
    <ShipmentPreparation
      key={decoded}
      invoice={decoded}
      manual={isManual}
      companyFrom={company ? companyAddress(company) : null}
      freightMethod={settings?.freight.defaultMethod ?? FREIGHT_DEFAULTS.defaultMethod}
      firstPackage={nextPackageNumber(shipped)}
      userId={user.userId}
    />
  );
  return (
    <div className="flex flex-col gap-3">
      <BackLink href="/ship-station" to="Shipment Dashboard" />
      {shipped.length ? (
        <ShippedInvoice key={decoded} invoice={decoded} packages={shipped}>
          {form}
        </ShippedInvoice>
      ) : (
        form
      )}
    </div>
  );
}
