import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments } from "@/db/schema";
import type { QueueOrder, QueueRow } from "./queue-order";
import {
  toQueueShippedDto,
  toShippedPackageDto,
  type ShippedPackageDto,
  type ShippedPackageRow,
} from "./shipped-package-dto";

const COLUMNS = {
  id: shipments.id,
  invoiceNumber: shipments.invoiceNumber,
  packageNumber: shipments.packageNumber,
  trackingNumber: shipments.trackingNumber,
  carrier: shipments.carrier,
  servicelevel: shipments.servicelevel,
  costAmount: shipments.costAmount,
  costCurrency: shipments.costCurrency,
  labelUrl: shipments.labelUrl,
  labelFileType: shipments.labelFileType,
  refundStatus: shipments.refundStatus,
  refundMessage: shipments.refundMessage,
};

/** Invoices are stored as `invoiceNumberSchema` writes them: upper case. */
const invoiceKey = (invoice: string) => invoice.trim().toUpperCase();

/**
 * The labels one company bought for these invoices, by invoice in package order: one query however many invoices
 * (a queue page names up to 500), on the (company, invoice) index. Another company's invoice of the same number
 * never shows (ERPs number invoices alike, CLARIFICATIONS 49).
 */
export async function listShippedPackages(
  db: Db,
  params: { companyId: string; invoiceNumbers: readonly string[] },
): Promise<Map<string, ShippedPackageRow[]>> {
  const byInvoice = new Map<string, ShippedPackageRow[]>();
  const wanted = [...new Set(params.invoiceNumbers.map(invoiceKey))];
  if (!wanted.length) return byInvoice;
  const rows = await db
    .select(COLUMNS)
    .from(shipments)
    .where(and(eq(shipments.companyId, params.companyId), inArray(shipments.invoiceNumber, wanted)))
    .orderBy(asc(shipments.invoiceNumber), asc(shipments.packageNumber), asc(shipments.createdAt));
  for (const row of rows) {
    const list = byInvoice.get(row.invoiceNumber);
    if (list) list.push(row);
    else byInvoice.set(row.invoiceNumber, [row]);
  }
  return byInvoice;
}

/** The queue's rows, each with the packages the company already shipped for its invoice. */
export async function withShippedPackages(
  db: Db,
  params: { companyId: string; orders: readonly QueueOrder[] },
): Promise<QueueRow[]> {
  const shipped = await listShippedPackages(db, {
    companyId: params.companyId,
    invoiceNumbers: params.orders.map((o) => o.invoiceNumber),
  });
  return params.orders.map((o) => ({
    ...o,
    shipped: toQueueShippedDto(shipped.get(invoiceKey(o.invoiceNumber)) ?? []),
  }));
}

/** One invoice's packages already shipped by the company, for the preparation screen to open on. */
export async function listInvoicePackages(
  db: Db,
  params: { companyId: string; invoiceNumber: string },
): Promise<ShippedPackageDto[]> {
  const shipped = await listShippedPackages(db, {
    companyId: params.companyId,
    invoiceNumbers: [params.invoiceNumber],
  });
  return (shipped.get(invoiceKey(params.invoiceNumber)) ?? []).map(toShippedPackageDto);
}
