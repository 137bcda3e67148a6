import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments, type Intent } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getSalesOrder } from "@/lib/erp/resources/sales-orders";
import type { RecoverTools } from "@/lib/intents/recover-or-explain";
import { freightBase, severalOf, type FreightMethod, type FreightPosted } from "./freight-result";
import { hasFreightLine } from "./post-freight-line";
import { filedropExists } from "./write-filedrop";

/** The method an attempt started with: saved before its first write. */
export const startedMethod = (intent: Intent) => (intent.progress.method ?? intent.request.method) as FreightMethod;

/**
 * What an earlier freight attempt did. File drop: the drop is in the folder (done), or it is not (null: writing the
 * same key again makes one file). Line item: the line is on the order (its step is recorded, and the print status,
 * a plain status write, is set by the next attempt), or it is not (null).
 */
export function freightRecovery(db: Db, erp: () => Promise<ErpConnection>) {
  return async (intent: Intent, { saveProgress }: RecoverTools): Promise<FreightPosted | null> => {
    const shipment = await db.query.shipments.findFirst({ where: eq(shipments.id, String(intent.request.shipmentId)) });
    if (!shipment) return null;
    const method = startedMethod(intent);
    if (method === "filedrop") {
      const fileKey = intent.progress.fileKey;
      if (typeof fileKey !== "string" || !(await filedropExists(shipment.companyId, fileKey))) return null;
      return { ...freightBase(shipment, method, severalOf(intent.request)), fileKey };
    }
    if (intent.progress.lineAdded) return null;
    const order = await getSalesOrder(await erp(), shipment.invoiceNumber);
    if (hasFreightLine(order, shipment.trackingNumber ?? "")) await saveProgress({ lineAdded: true });
    return null;
  };
}
