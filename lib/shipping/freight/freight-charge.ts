import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments, type Shipment, type ShipmentFreightCharge } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { findIntent } from "@/lib/intents/intent-rows";
import { chargeByRules, packageShares, priceFreight, type FreightCharge } from "../rules/freight-charge";
import { freightRulesOf } from "../rules/list-rules";
import { carrierName } from "../tracking/carrier-links";
import { freightContext, type LabelFacts } from "./freight-context";
import { billedToCustomerCharge } from "./freight-facts";
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
 * The freight of a posting's labels (CLARIFICATIONS 60), priced once and kept with each label (its share): a retry
 * posts what was kept, a void takes back what was posted. Priced by the company's freight rules (the first whose
 * conditions hold; the order's facts read from the ERP only when there are rules), else the labels' cost as today. A
 * label whose freight intent exists from before rules were priced keeps what that intent posts: its cost.
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
  const priced =
    rules.length === 0 || earlier
      ? priceFreight(null, { ...x, orderTotal: null })
      : chargeByRules(rules, await freightContext(await p.erp(), p.labelled, p.facts), x);
  // CLARIFICATIONS 61: a label billed to the customer's own account posts only what a rule says, none otherwise.
  const charge =
    p.facts?.billedToCustomer && priced.rule === null ? billedToCustomerCharge(p.facts.billedTo ?? null) : priced;
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
