import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, type Intent, type Shipment } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { addLineItems, getSalesOrder } from "@/lib/erp/resources/sales-orders";
import type { SalesOrder } from "@/lib/erp/schemas/sales-order";
import { findIntent } from "@/lib/intents/intent-rows";
import { runOnce } from "@/lib/intents/run-once";
import type { FiledropInput } from "../freight/filedrop-values";
import type { FreightPosted } from "../freight/freight-result";
import { filedropExists, filedropKey, writeFiledrop } from "../freight/write-filedrop";
import { reversalComment, reversalDrop, reversalLine } from "./reversal-values";
import type { FreightReversal } from "./void-result";

type ReversalRequest = { shipmentId: string; method: "filedrop" | "lineitem"; amount: number; drop?: FiledropInput };

const hasReversalLine = (order: SalesOrder, comment: string) =>
  order.generations.some((g) =>
    g.lineItems.some((l) => (l.lineItemProduct as { comments?: unknown } | null)?.comments === comment),
  );

const reversalKey = (shipment: Shipment) => `${shipment.companyId}:${shipment.shippoTransactionId}`;

/** Whether the void still has a credit line to add on the ERP (the freight posted as a line, not yet reversed). */
export async function lineReversalAhead(db: Db, shipment: Shipment, freight: Intent | undefined): Promise<boolean> {
  if (freight?.state !== "done" || (freight.result as FreightPosted).method !== "lineitem") return false;
  const reversal = await findIntent(db, { kind: "freight-void", key: reversalKey(shipment) });
  return reversal?.state !== "done";
}

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

/** What an earlier reversal attempt did: the drop is in the folder, or the credit line is on the order; else null. */
export function reversalRecovery(db: Db, erp: () => Promise<ErpConnection>) {
  return async (intent: Intent): Promise<FreightReversal | null> => {
    const r = intent.request as ReversalRequest;
    const shipment = await db.query.shipments.findFirst({ where: (s, { eq }) => eq(s.id, r.shipmentId) });
    if (!shipment) return null;
    if (r.method === "filedrop") {
      const fileKey = filedropKey(
        shipment.invoiceNumber,
        shipment.packageNumber,
        shipment.trackingNumber ?? "",
        "VOID",
      );
      return (await filedropExists(shipment.companyId, fileKey))
        ? { method: r.method, amount: -r.amount, fileKey }
        : null;
    }
    const order = await getSalesOrder(await erp(), shipment.invoiceNumber);
    return hasReversalLine(order, reversalComment(shipment)) ? { method: r.method, amount: -r.amount } : null;
  };
}

/**
 * CLARIFICATIONS 55: takes back the freight posted for a voided label, once per void (its own intent, keyed like the
 * void by the transaction): the same method as the posting, the negative of its amount.
 */
export async function reverseFreight(
  db: Db,
  params: { shipment: Shipment; freight: Intent; erp: () => Promise<ErpConnection> },
): Promise<FreightReversal> {
  const { shipment, freight } = params;
  const posted = freight.result as FreightPosted;
  const request: ReversalRequest = { shipmentId: shipment.id, method: posted.method, amount: posted.totalFreight };
  const { result } = await runOnce<FreightReversal>(
    db,
    {
      kind: "freight-void",
      subject: "freight line",
      key: reversalKey(shipment),
      companyId: shipment.companyId,
      request,
    },
    {
      recover: reversalRecovery(db, params.erp),
      act: async (_intent, { write }) => {
        if (posted.method === "filedrop") {
          const drop = reversalDrop(originalDrop(shipment, freight));
          const fileKey = await write(() => writeFiledrop(shipment.companyId, shipment.packageNumber, drop, "VOID"));
          return { method: posted.method, amount: drop.totalFreight, fileKey };
        }
        const productId = await reversalProduct(db, shipment, freight);
        const conn = await params.erp();
        const line = reversalLine(shipment, productId, posted.totalFreight);
        await write(() => addLineItems(conn, shipment.invoiceNumber, [{ lineItemProduct: line }]));
        return { method: posted.method, amount: line.unitPrice };
      },
    },
  );
  return result;
}

/** The freight product the posting used (kept by its intent), else the company's. */
async function reversalProduct(db: Db, shipment: Shipment, freight: Intent): Promise<string> {
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
