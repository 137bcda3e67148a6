import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments, type Shipment, type ShipmentFreightCharge } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { findIntent } from "@/lib/intents/intent-rows";
import { getSalesOrder } from "@/lib/erp/resources/sales-orders";
import {
  chargeByRules,
  packageShares,
  priceFreight,
  type FreightCharge,
  type FreightRule,
} from "../rules/freight-charge";
import { freightRulesOf } from "../rules/list-rules";
import { carrierName } from "../tracking/carrier-links";
import { freightContext, type LabelFacts } from "./freight-context";
import { freightCustomerFacts } from "./freight-customer";
import { billedToCustomerCharge, FREIGHT_EXEMPT_CHARGE } from "./freight-facts";
import { freightKey } from "./freight-result";

/** A posting's labels, each carrying its share of the posting's charge. */
export type Charged = { charge: FreightCharge; labelled: (Shipment & { freightCharge: ShipmentFreightCharge })[] };

const allCharged = (rows: Shipment[]): rows is Charged["labelled"] => rows.every((s) => s.freightCharge !== null);

/** The charge as the labels keep it: the first's sum and rule, the total of their shares. */
function chargeOfRows(rows: Charged["labelled"]): Charged {
  const [first] = rows;
  const cents = rows.reduce((sum, s) => sum + Math.round(s.freightCharge.share * 100), 0);
  const { post, sum, rule } = first.freightCharge;
  return { charge: { total: cents / 100, post, sum, rule }, labelled: rows };
}

/** "UPS Ground", as the sum names the label. */
const labelName = (s: Shipment) => `${carrierName(s.carrier)} ${s.servicelevel ?? ""}`.trim();

/**
 * The freight of a posting's labels (CLARIFICATIONS 60, 61), priced once and kept with each label (its share): a
 * retry posts what was kept, a void takes back what was posted. First the customer's facts, read from the ERP now
 * with the order (`freight-customer.ts`; a read that fails posts nothing): an exempt customer posts none, whatever
 * any rule says. Else the company's freight rules (the first whose conditions hold, reading residential as the ERP
 * says it when the caller does not know), else the labels' cost as today; a label billed to the customer's own
 * account posts only what a rule says. The one decision for every path that posts freight: the workflow's freight
 * step and POST /api/postFreight. A label whose freight intent exists from before rules were priced keeps what that
 * intent posts: its cost (that intent may have posted already, so nothing is decided again).
 */
export async function chargeFreight(
  db: Db,
  p: { companyId: string; labelled: Shipment[]; erp: () => Promise<ErpConnection>; facts?: LabelFacts },
): Promise<Charged> {
  if (allCharged(p.labelled)) return chargeOfRows(p.labelled);
  const [first] = p.labelled;
  const costs = p.labelled.map((s) => s.costAmount ?? 0);
  const x = { label: labelName(first), cost: costs.reduce((a, b) => a + b, 0), packages: p.labelled.length };
  const [rules, earlier] = await Promise.all([
    freightRulesOf(db, p.companyId),
    findIntent(db, { kind: "freight", key: freightKey(first) }),
  ]);
  const charge = earlier
    ? billedOr(p.facts, priceFreight(null, { ...x, orderTotal: null }))
    : await firstCharge(p, rules, x);
  const shares = packageShares(charge.total, costs);
  // In package order, each only while none is kept: a second pricing meanwhile (another instance) changes nothing.
  await db.transaction(async (tx) => {
    for (const [i, s] of p.labelled.entries())
      await tx
        .update(shipments)
        .set({ freightCharge: { ...charge, share: shares[i] } })
        .where(and(eq(shipments.id, s.id), isNull(shipments.freightCharge)));
  });
  const kept = await Promise.all(
    p.labelled.map((s) => db.query.shipments.findFirst({ where: eq(shipments.id, s.id) })),
  );
  const rows = kept.map((row, i) => row ?? p.labelled[i]);
  if (!allCharged(rows)) throw new Error("a label's freight charge was not kept");
  return chargeOfRows(rows);
}

/** The first pricing of labels no intent has posted yet: the customer's exemption first, then the rules. */
async function firstCharge(
  p: { labelled: Shipment[]; erp: () => Promise<ErpConnection>; facts?: LabelFacts },
  rules: FreightRule[],
  x: { label: string; cost: number; packages: number },
): Promise<FreightCharge> {
  const conn = await p.erp();
  const { invoiceNumber } = p.labelled[0];
  const order = await getSalesOrder(conn, invoiceNumber);
  const customer = await freightCustomerFacts(conn, order, invoiceNumber);
  if (customer.freightExempt) return FREIGHT_EXEMPT_CHARGE;
  const facts = { ...p.facts, residential: p.facts?.residential ?? customer.residential };
  return billedOr(
    facts,
    rules.length === 0
      ? priceFreight(null, { ...x, orderTotal: null })
      : chargeByRules(rules, freightContext(order, p.labelled, facts), x),
  );
}

/** CLARIFICATIONS 61: a label billed to the customer's own account posts only what a rule says, none otherwise. */
const billedOr = (facts: LabelFacts | undefined, priced: FreightCharge): FreightCharge =>
  facts?.billedToCustomer && priced.rule === null ? billedToCustomerCharge(facts.billedTo ?? null) : priced;
