import type { Db } from "@/db/client";
import type { BatchBox } from "@/db/schema";
import type { Claims } from "@/lib/auth/claims";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";
import { formatMoney } from "@/lib/money/format-money";
import { codAction } from "../desk/cod-rule";
import { getOrderDetails, type OrderDetails } from "../desk/get-order-details";
import type { ShipAddress } from "../desk/ship-address";
import { holdPreventedMessage, type HoldSettings } from "../desk/hold-rule";
import { getRates, type RateView } from "../labels/get-rates";
import { heldButShipping, printReviewHold } from "./review-hold";
import { addressSchema } from "../labels/schemas";
import { getShip54Settings } from "../settings/get-ship54-settings";
import { batchBoxOrThrow } from "./batch-box";
import { mapInFlight } from "./in-flight";
import { invoicePackages } from "./invoice-packages";
import { pickRate } from "./pick-rate";
import type { BatchRate, BatchReview, BatchReviewItem, BatchReviewRequest } from "./schemas";

type ReviewScope = { db: Db; companyId: string; userId: string; conn: ErpConnection; claims: Claims };

const asRuleRate = (r: RateView) => ({ ...r, amount: Number(r.amount) });

function toBatchRate(r: RateView): BatchRate {
  return {
    quoteId: r.object_id,
    carrier: r.provider,
    service: r.serviceLevelName,
    amount: Number(r.amount),
    currency: r.currency,
    estimatedDays: r.estimatedDays,
  };
}

/** The address as the rates call takes it; a missing field is the invoice's reason, not the whole review's 400. */
const rateAddress = (a: ShipAddress) =>
  addressSchema.parse({
    ...a,
    street2: a.street2 || undefined,
    phone: a.phone || undefined,
    email: a.email || undefined,
  });

/** What a failure of one invoice says in its row: our own answers as they are, anything else only logged. */
function reasonOf(err: unknown, invoiceNumber: string): string {
  if (err instanceof ApiError) return err.message;
  if (err && typeof err === "object" && "issues" in err) {
    const [issue] = (err as { issues: { message: string; path: PropertyKey[] }[] }).issues;
    return `The ship-to address is incomplete: ${issue?.message ?? "check the order"}.`;
  }
  logger.warn({ invoiceNumber, err: String(err) }, "batch review: invoice not rated");
  return "The rates could not be read for this invoice.";
}

async function reviewOne(
  scope: ReviewScope,
  req: BatchReviewRequest,
  box: BatchBox,
  invoiceNumber: string,
  context: { cod: Parameters<typeof codAction>[1]; holds: HoldSettings; packageNumber: number },
): Promise<BatchReviewItem> {
  let order: OrderDetails | null = null;
  try {
    order = await getOrderDetails(scope.conn, scope.claims, invoiceNumber);
    const row = { invoiceNumber, customer: order.shipTo.name || null, shipVia: order.shipVia };
    if (order.shipBranch && order.shipBranch !== req.branch)
      return { ...row, rate: null, reason: `Invoice ${invoiceNumber} ships from branch ${order.shipBranch}.` };
    const cod = codAction(order, context.cod);
    const balance = formatMoney(order.balanceDue ?? 0);
    // The dashboard's Shipment Blocked and COD Order Warning, said in the invoice's row.
    if (cod === "block")
      return {
        ...row,
        rate: null,
        reason: `A COD order with a balance due of ${balance}. It cannot ship until the balance is paid.`,
      };
    const hold = await printReviewHold(scope.conn, invoiceNumber, context.holds);
    if (hold?.action === "block")
      return { ...row, rate: null, reason: holdPreventedMessage(hold.invoiceNumber, hold.status) };
    if (!order.shipFrom)
      return { ...row, rate: null, reason: `The address of branch ${req.branch} could not be read.` };
    const { rates } = await getRates(scope.db, scope.companyId, {
      invoiceNumber,
      addressFrom: rateAddress(order.shipFrom),
      addressTo: rateAddress(order.shipTo),
      parcels: [{ length: box.length, width: box.width, height: box.height, weight: box.weight }],
    });
    const picked = pickRate(req.rule, order.shipVia, rates.map(asRuleRate));
    const notes = [
      picked.reason,
      picked.rate && cod === "warn"
        ? `A COD order with a balance due of ${balance}. Collect the balance before it ships.`
        : undefined,
      picked.rate && hold ? heldButShipping(hold.status) : undefined,
      picked.rate && context.packageNumber > 1
        ? `Already shipped: this adds package ${context.packageNumber}.`
        : undefined,
    ].filter(Boolean);
    return {
      ...row,
      rate: picked.rate ? toBatchRate(rates.find((r) => r.object_id === picked.rate!.object_id)!) : null,
      ...(notes.length ? { reason: notes.join(" ") } : {}),
    };
  } catch (err) {
    return {
      invoiceNumber,
      customer: order?.shipTo.name || null,
      shipVia: order?.shipVia ?? null,
      rate: null,
      reason: reasonOf(err, invoiceNumber),
    };
  }
}

/**
 * Review: each invoice's order read from the ERP, its rates for the batch's box quoted by Shippo (and kept as the
 * company's quotes, the only rates a batch may buy), and the rate the rule picks, at most 6 invoices in flight.
 * One invoice that cannot be rated says why in its row; the others are reviewed all the same.
 */
export async function reviewBatch(scope: ReviewScope, req: BatchReviewRequest): Promise<BatchReview> {
  const [box, settings, packages] = await Promise.all([
    batchBoxOrThrow(scope.db, { companyId: scope.companyId, branch: req.branch, presetId: req.boxPresetId }),
    getShip54Settings(scope.db, { companyId: scope.companyId, userId: scope.userId }),
    invoicePackages(scope.db, { companyId: scope.companyId, invoiceNumbers: req.invoiceNumbers }),
  ]);
  const items = await mapInFlight(req.invoiceNumbers, (invoiceNumber) =>
    reviewOne(scope, req, box, invoiceNumber, {
      cod: settings.cod,
      holds: settings.printReviewHolds,
      packageNumber: packages.get(invoiceNumber) ?? 1,
    }),
  );
  const rated = items.flatMap((i) => (i.rate ? [i.rate] : []));
  const amount = Math.round(rated.reduce((sum, r) => sum + r.amount * 100, 0)) / 100;
  return { items, totals: { count: rated.length, amount, currency: rated[0]?.currency ?? "USD" } };
}
