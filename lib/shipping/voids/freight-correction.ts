import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, type Intent, type Shipment } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { addLineItems, getSalesOrder } from "@/lib/erp/resources/sales-orders";
import type { SalesOrder } from "@/lib/erp/schemas/sales-order";
import { findIntent } from "@/lib/intents/intent-rows";
import { runOnce, type IntentOutcome } from "@/lib/intents/run-once";
import type { FiledropInput } from "../freight/filedrop-values";
import type { FreightMethod, FreightPosted } from "../freight/freight-result";
import { filedropExists, filedropKey, writeFiledrop, type FiledropVariant } from "../freight/write-filedrop";
import {
  packageDrop,
  postedAgainComment,
  postedAgainDrop,
  postedAgainLine,
  reversalAgainComment,
  reversalAgainLine,
  reversalComment,
  reversalDrop,
  reversalLine,
} from "./reversal-values";
import type { FreightReversal } from "./void-result";

type Labelled = Pick<Shipment, "carrier" | "trackingNumber">;

/**
 * A correction of the freight posted for a label, each made at most once per transaction: its reversal on a void
 * (CLARIFICATIONS 55); its posting again once the carrier refused the refund of a label whose freight was taken back
 * (57, a void of the old code); and, on that label's next void, the reversal of what was posted again. Each writes
 * with the posting's own method, a line whose comment (or a drop whose name) is its own, so recovery finds only it.
 */
export type Correction = {
  kind: "freight-void" | "freight-again" | "freight-void-again";
  variant: FiledropVariant;
  /** +1 posts, -1 takes back: the sign of what it writes, and of the amount recovery answers. */
  sign: 1 | -1;
  comment(s: Labelled): string;
  line(s: Labelled, productId: string, amount: number): ReturnType<typeof reversalLine>;
  drop(original: FiledropInput): FiledropInput;
};

type CorrectionRequest = { shipmentId: string; method: FreightMethod; amount: number };

/** CLARIFICATIONS 55: the credit line `VOID {carrier} {tracking}`, or the drop `…-VOID-…` with the negative freight. */
export const REVERSAL: Correction = {
  kind: "freight-void",
  variant: "VOID",
  sign: -1,
  comment: reversalComment,
  line: reversalLine,
  drop: reversalDrop,
};

/** CLARIFICATIONS 57: what a reversal took back, posted again: `REFUND REFUSED {carrier} {tracking}`, `…-REFUSED-…`. */
export const POSTED_AGAIN: Correction = {
  kind: "freight-again",
  variant: "REFUSED",
  sign: 1,
  comment: postedAgainComment,
  line: postedAgainLine,
  drop: postedAgainDrop,
};

/** The next void of a label whose freight was posted again: `VOID AGAIN {carrier} {tracking}`, `…-VOID-AGAIN-…`. */
export const REVERSAL_AGAIN: Correction = {
  kind: "freight-void-again",
  variant: "VOID-AGAIN",
  sign: -1,
  comment: reversalAgainComment,
  line: reversalAgainLine,
  drop: reversalDrop,
};

/** Keyed like the void (CLARIFICATIONS 54), by the label's transaction. */
export const correctionKey = (s: Pick<Shipment, "companyId" | "shippoTransactionId">) =>
  `${s.companyId}:${s.shippoTransactionId}`;

/** The correction of this kind for this label, done or under way, if one was ever asked. */
export const correctionOf = (db: Db, c: Correction, s: Pick<Shipment, "companyId" | "shippoTransactionId">) =>
  findIntent(db, { kind: c.kind, key: correctionKey(s) });

const hasLine = (order: SalesOrder, comment: string) =>
  order.generations.some((g) =>
    g.lineItems.some((l) => (l.lineItemProduct as { comments?: unknown } | null)?.comments === comment),
  );

/** The drop a label's freight was posted with (kept by its intent), else as the posting would have built it. */
function originalDrop(shipment: Shipment, freight: Intent): FiledropInput {
  const kept = freight.progress.drop as FiledropInput | undefined;
  if (kept) return kept;
  const weight = shipment.parcel?.weight ?? 1;
  return {
    invoiceNumber: shipment.invoiceNumber,
    shipVia: shipment.servicelevel ?? "",
    trackingNumber: shipment.trackingNumber ?? "",
    totalFreight: (freight.result as FreightPosted).totalFreight,
    weight,
    actualWeight: weight,
  };
}

/** The freight product the posting used (kept by its intent), else the company's. */
async function postingProduct(db: Db, shipment: Shipment, freight: Intent): Promise<string> {
  const kept = freight.progress.productId;
  if (typeof kept === "string" && kept) return kept;
  const company = await db.query.companies.findFirst({
    where: eq(companies.id, shipment.companyId),
    columns: { ship54Settings: true },
  });
  const productId = company?.ship54Settings.freight?.productId;
  if (!productId)
    throw new ApiError({
      code: "unprocessable",
      message: "Freight Product ID is required for Invoice Line Item method",
    });
  return productId;
}

/** What an earlier attempt of a correction did: its drop is in the folder, or its line is on the order; else null. */
export function correctionRecovery(db: Db, erp: () => Promise<ErpConnection>, c: Correction) {
  return async (intent: Intent): Promise<FreightReversal | null> => {
    const r = intent.request as CorrectionRequest;
    const shipment = await db.query.shipments.findFirst({ where: (s, { eq }) => eq(s.id, r.shipmentId) });
    if (!shipment) return null;
    const amount = c.sign * Math.abs(r.amount);
    if (r.method === "filedrop") {
      const tracking = shipment.trackingNumber ?? "";
      const fileKey = filedropKey(shipment.invoiceNumber, shipment.packageNumber, tracking, c.variant);
      return (await filedropExists(shipment.companyId, fileKey)) ? { method: r.method, amount, fileKey } : null;
    }
    const order = await getSalesOrder(await erp(), shipment.invoiceNumber);
    return hasLine(order, c.comment(shipment)) ? { method: r.method, amount } : null;
  };
}

/**
 * Writes the correction once (its own intent, kind and transaction): the posting's method; `amount` is what the
 * line carries (this package's part of its posting), the drop this package's part of the posted drop.
 */
export async function correctFreight(
  db: Db,
  c: Correction,
  p: { shipment: Shipment; freight: Intent; amount: number; erp: () => Promise<ErpConnection> },
): Promise<IntentOutcome<FreightReversal>> {
  const { shipment, freight } = p;
  const { method } = freight.result as FreightPosted;
  const request: CorrectionRequest = { shipmentId: shipment.id, method, amount: Math.abs(p.amount) };
  return runOnce<FreightReversal>(
    db,
    { kind: c.kind, subject: "freight line", key: correctionKey(shipment), companyId: shipment.companyId, request },
    {
      recover: correctionRecovery(db, p.erp, c),
      act: async (_intent, { write }) => {
        if (method === "filedrop") {
          const drop = c.drop(packageDrop(originalDrop(shipment, freight), shipment.trackingNumber ?? ""));
          const packageNumber = shipment.packageNumber;
          const fileKey = await write(() => writeFiledrop(shipment.companyId, packageNumber, drop, c.variant));
          return { method, amount: drop.totalFreight, fileKey };
        }
        const productId = await postingProduct(db, shipment, freight);
        const conn = await p.erp();
        const line = c.line(shipment, productId, p.amount);
        await write(() => addLineItems(conn, shipment.invoiceNumber, [{ lineItemProduct: line }]));
        return { method, amount: line.unitPrice };
      },
    },
  );
}
