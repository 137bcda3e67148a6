import type { Db } from "@/db/client";
import type { BatchBox } from "@/db/schema";
import type { Claims } from "@/lib/auth/claims";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";
import { formatMoney } from "@/lib/money/format-money";
import { codAction, type CodSettings } from "../desk/cod-rule";
import { customerRecordsOnce, type CustomerRecords } from "../desk/customer-facts";
import { getOrderDetails, type OrderDetails } from "../desk/get-order-details";
import { holdPreventedMessage, type HoldSettings } from "../desk/hold-rule";
import { isNotParcel, notParcelReason } from "../desk/parcel-rule";
import type { ShipAddress } from "../desk/ship-address";
import { shipViaMatches } from "../desk/ship-via";
import { getRates } from "../labels/get-rates";
import { MAX_PARCEL_LB } from "../labels/package-limits";
import { addressSchema } from "../labels/schemas";
import { getShip54Settings } from "../settings/get-ship54-settings";
import { batchBoxOrThrow } from "./batch-box";
import { asRuleRate, toBatchRate } from "./batch-rate";
import { mapInFlight } from "./in-flight";
import { invoicePackages } from "./invoice-packages";
import { invoiceWeight, roundUpToTenth } from "./invoice-weight";
import { pickByRules, pickRate } from "./pick-rate";
import { orderFactsOf } from "../desk/order-facts";
import { productWeights } from "./product-weights";
import { reviewFacts } from "./review-facts";
import { heldLeftOut, printReviewHold } from "./review-hold";
import { goesByDefault, reviewTotals } from "./review-totals";
import type { BatchReview, BatchReviewItem, BatchReviewRequest } from "./schemas";

type ReviewScope = { db: Db; companyId: string; userId: string; conn: ErpConnection; claims: Claims };
type ReviewRules = {
  cod: CodSettings;
  holds: HoldSettings;
  nonParcel: readonly string[];
  packageNumber: number;
  weightsOf: ReturnType<typeof productWeights>;
  customers: CustomerRecords;
};

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

/** The weight typed in the review, else the ERP's: its lines' products' weights plus the box's empty weight. */
async function weightOf(order: OrderDetails, box: BatchBox, typed: number | undefined, rules: ReviewRules) {
  if (typed !== undefined) return { weight: roundUpToTenth(typed), missing: [] };
  const ids = [...new Set(order.lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const weights = await rules.weightsOf(ids);
  return invoiceWeight(order.lines, (id) => weights.get(id) ?? null, box.weight);
}

/**
 * One invoice's row. It cannot be in the batch: another branch, not a parcel, a COD balance or a hold under prevent,
 * no rate. It is left out unless kept: a hold under warn, a COD balance under warn, a ship via none of the keywords
 * names (the dashboard's questions, asked once for the batch), the customer's facts (`review-facts.ts`: not read, an
 * account of the customer's to bill). Without a weight it has no rate until one is typed.
 */
async function reviewOne(
  scope: ReviewScope,
  req: BatchReviewRequest,
  box: BatchBox,
  invoiceNumber: string,
  rules: ReviewRules,
): Promise<BatchReviewItem> {
  let order: OrderDetails | null = null;
  const row = (o: OrderDetails | null) => ({
    invoiceNumber,
    customer: o?.shipTo.name || null,
    shipVia: o?.shipVia ?? null,
    weight: null,
    weightNeeded: false,
    leftOut: null,
    facts: o ? reviewFacts(o, null).facts : [],
    rate: null,
  });
  try {
    // The customer's facts with the order, as the desk reads them (each customer once for the whole review).
    order = await getOrderDetails(scope.conn, scope.claims, invoiceNumber, { facts: true, customers: rules.customers });
    const cannot = (reason: string): BatchReviewItem => ({ ...row(order), reason });
    if (order.shipBranch && order.shipBranch !== req.branch)
      return cannot(`Invoice ${invoiceNumber} ships from branch ${order.shipBranch}.`);
    if (isNotParcel(order.shipVia, rules.nonParcel)) return cannot(notParcelReason(order.shipVia ?? ""));
    const cod = codAction(order, rules.cod);
    const balance = formatMoney(order.balanceDue ?? 0);
    if (cod === "block")
      return cannot(`A COD order with a balance due of ${balance}. It cannot ship until the balance is paid.`);
    const hold = await printReviewHold(scope.conn, invoiceNumber, rules.holds);
    if (hold?.action === "block") return cannot(holdPreventedMessage(hold.invoiceNumber, hold.status));
    const leftOut = [
      shipViaMatches(order.shipVia, req.shipViaKeywords)
        ? undefined
        : `The ship-via is ${order.shipVia ?? "empty"}, which no Ship Via Keyword names: left out unless you keep it.`,
      cod === "warn"
        ? `A COD order with a balance due of ${balance}. Collect the balance before it ships: left out unless you keep it.`
        : undefined,
      hold ? heldLeftOut(hold.status) : undefined,
      ...reviewFacts(order, null).leftOut,
    ].filter(Boolean);
    const { weight, missing } = await weightOf(order, box, req.weights[invoiceNumber], rules);
    const base = {
      ...row(order),
      leftOut: leftOut.length ? leftOut.join(" ") : null,
      facts: reviewFacts(order, weight).facts,
    };
    if (weight === null)
      return {
        ...base,
        weightNeeded: true,
        reason: `Weight needed: ${missing.length === 1 ? "product" : "products"} ${missing.join(", ")} ${missing.length === 1 ? "has" : "have"} no weight in the ERP. Type the package's weight.`,
      };
    if (weight > MAX_PARCEL_LB)
      return {
        ...base,
        weight,
        reason: `It weighs ${weight} lb, more than one package takes (${MAX_PARCEL_LB} lb): ship it on its own screen in several packages.`,
      };
    if (!order.shipFrom) return { ...base, weight, reason: `The address of branch ${req.branch} could not be read.` };
    const byRules = req.rule.kind === "rules";
    const { rates, rule } = await getRates(
      scope.db,
      scope.companyId,
      {
        invoiceNumber,
        addressFrom: rateAddress(order.shipFrom),
        addressTo: rateAddress(order.shipTo),
        parcels: [{ length: box.length, width: box.width, height: box.height, weight }],
        // The order's facts let the company's shipping rules choose, as on the desk (the same code).
        ...(byRules ? { order: orderFactsOf(order) } : {}),
      },
      // Residential and Insurance Required as just read, as the desk's rates take them (CLARIFICATIONS 61).
      { customerFacts: order.customerFacts, salesTotal: order.salesTotal },
    );
    const picked =
      req.rule.kind === "rules"
        ? pickByRules(rule, order.shipVia, rates)
        : pickRate(req.rule, order.shipVia, rates.map(asRuleRate));
    const notes = [
      picked.reason,
      picked.rate && rules.packageNumber > 1 ? `Already shipped: this adds package ${rules.packageNumber}.` : undefined,
    ].filter(Boolean);
    return {
      ...base,
      weight,
      rate: picked.rate ? toBatchRate(rates.find((r) => r.object_id === picked.rate!.object_id)!) : null,
      ...(notes.length ? { reason: notes.join(" ") } : {}),
    };
  } catch (err) {
    return { ...row(order), reason: reasonOf(err, invoiceNumber) };
  }
}

/**
 * Review: each invoice's order read from the ERP, its weight (CLARIFICATIONS 63), its rates for the batch's box at
 * that weight quoted by Shippo (and kept as the company's quotes, the only rates a batch may buy), and the rate the
 * rule picks, at most 6 invoices in flight. One invoice that cannot be rated says why in its row; the others are
 * reviewed all the same. The totals are of the invoices that go unless removed.
 */
export async function reviewBatch(scope: ReviewScope, req: BatchReviewRequest): Promise<BatchReview> {
  const [box, settings, packages] = await Promise.all([
    batchBoxOrThrow(scope.db, { companyId: scope.companyId, branch: req.branch, presetId: req.boxPresetId }),
    getShip54Settings(scope.db, { companyId: scope.companyId, userId: scope.userId }),
    invoicePackages(scope.db, { companyId: scope.companyId, invoiceNumbers: req.invoiceNumbers }),
  ]);
  const weightsOf = productWeights(scope.conn);
  const customers = customerRecordsOnce(scope.conn);
  const items = await mapInFlight(req.invoiceNumbers, (invoiceNumber) =>
    reviewOne(scope, req, box, invoiceNumber, {
      cod: settings.cod,
      holds: settings.printReviewHolds,
      nonParcel: settings.nonParcelShipVias,
      packageNumber: packages.get(invoiceNumber) ?? 1,
      weightsOf,
      customers,
    }),
  );
  return { items, totals: reviewTotals(items.filter(goesByDefault)) };
}
