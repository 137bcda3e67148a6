import { ShipmentDashboard } from "@/components/ship-station/shipment-dashboard";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { logger } from "@/lib/logger";
import { getShip54Settings } from "@/lib/ship54/get-ship54-settings";
import { COD_DEFAULTS } from "@/lib/ship54/settings-view";
import type { CodSettings } from "@/lib/shipping/cod-rule";

/** The COD settings, or (spec 2 section 8) the defaults when they cannot be read. */
async function codSettings(userId: string, companyId: string | undefined): Promise<CodSettings> {
  if (!companyId) return COD_DEFAULTS;
  try {
    return (await getShip54Settings(await getDb(), { companyId, userId })).cod;
  } catch (err) {
    logger.warn({ err: String(err) }, "COD settings not read; using the defaults");
    return COD_DEFAULTS;
  }
}

export default async function ShipmentDashboardPage() {
  const user = await requireUser();
  return <ShipmentDashboard cod={await codSettings(user.userId, user.companyId?._id)} />;
}
