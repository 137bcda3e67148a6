import { ShipmentDashboard } from "@/components/shipping/desk/shipment-dashboard";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { logger } from "@/lib/logger";
import { getShip54Settings } from "@/lib/shipping/settings/get-ship54-settings";
import {
  AUTO_SEARCH_DEFAULT,
  COD_DEFAULTS,
  HOLD_DEFAULTS,
  NON_PARCEL_DEFAULTS,
} from "@/lib/shipping/settings/settings-view";
import type { CodSettings } from "@/lib/shipping/desk/cod-rule";
import type { HoldSettings } from "@/lib/shipping/desk/hold-rule";
import { NoProductPanel } from "@/components/products/no-product-panel";
import { hasProduct } from "@/lib/products/require-product";

type DeskSettings = { cod: CodSettings; holds: HoldSettings; nonParcel: readonly string[]; autoSearch: boolean };
const DESK_DEFAULTS: DeskSettings = {
  cod: COD_DEFAULTS,
  holds: HOLD_DEFAULTS,
  nonParcel: NON_PARCEL_DEFAULTS,
  autoSearch: AUTO_SEARCH_DEFAULT,
};

/**
 * The company's COD, print review hold and non-parcel ship via settings and the user's own auto search, or the
 * defaults when unread.
 */
async function deskSettings(userId: string, companyId: string | undefined): Promise<DeskSettings> {
  if (!companyId) return DESK_DEFAULTS;
  try {
    const settings = await getShip54Settings(await getDb(), { companyId, userId });
    return {
      cod: settings.cod,
      holds: settings.printReviewHolds,
      nonParcel: settings.nonParcelShipVias,
      autoSearch: settings.shipping.enableAutoSearch,
    };
  } catch (err) {
    logger.warn({ err: String(err) }, "Ship54 settings not read; using the defaults");
    return DESK_DEFAULTS;
  }
}

export default async function ShipmentDashboardPage() {
  const user = await requireUser();
  if (!(await hasProduct(await getDb(), user, "ship54"))) return <NoProductPanel product="ship54" />;
  const { cod, holds, nonParcel, autoSearch } = await deskSettings(user.userId, user.companyId?._id);
  return (
    <ShipmentDashboard
      cod={cod}
      holds={holds}
      nonParcel={nonParcel}
      autoSearch={autoSearch}
      company={user.companyCode}
      userId={user.userId}
    />
  );
}
