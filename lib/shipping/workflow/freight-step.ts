import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments, type ShipmentWorkflow } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { formatMoney } from "@/lib/money/format-money";
import { invoiceCustomerFacts } from "../desk/customer-facts";
import { FREIGHT_EXEMPT_TEXT, type FreightFacts } from "../freight/freight-facts";
import { postFreight, type FreightPosted } from "../freight/post-freight";
import { moveMoney } from "../lifecycle/money-state";
import type { StepOutcome } from "./step-outcome";

export const FREIGHT_OF_VOIDED = "The label was voided; its freight is not posted.";
const NO_FREIGHT_KEPT = "No freight is posted for this label.";

/**
 * What the step knows before it prices: whether the customer is freight exempt, read from the ERP now (the facts of
 * hours ago may have changed, and a batch never showed them), and whether the label was billed to the customer's
 * account (the purchase says). A read that fails leaves the step to be tried again: it never posts on a guess.
 */
export async function freightFacts(
  wf: ShipmentWorkflow,
  erp: () => Promise<ErpConnection>,
  invoiceNumber: string,
): Promise<FreightFacts> {
  const customer = await invoiceCustomerFacts(await erp(), invoiceNumber);
  const billedTo = wf.freight?.billedTo ?? null;
  return { freightExempt: customer.freightExempt === true, billedToCustomer: billedTo !== null, billedTo };
}

/**
 * What the success dialog says of a posting (CLARIFICATIONS 56), and of the freight rule that priced it
 * (CLARIFICATIONS 60: its sum, or why no freight was posted).
 */
export function freightPostedText(
  f: Pick<FreightPosted, "method" | "totalFreight" | "sum" | "rule" | "noFreight">,
): string {
  if (f.noFreight)
    return f.rule
      ? `No freight posted: ${f.sum ?? "the freight rule posts none"} (rule ${f.rule}).`
      : (f.sum ?? NO_FREIGHT_KEPT);
  const done =
    f.method === "filedrop"
      ? "Freight file dropped for StarShip."
      : `Freight of ${formatMoney(f.totalFreight)} posted to the invoice; print status P.`;
  return f.sum ? `${done} ${f.sum} (rule ${f.rule}).` : done;
}

/**
 * The freight of the purchase's labels, posted once. Only the packages whose freight is not posted yet are posted
 * (a package added to a shipment whose first package was posted alone gets its own posting, not a replay of the
 * first); a label being voided is never posted (CLARIFICATIONS 57).
 */
export async function freightStep(
  db: Db,
  wf: ShipmentWorkflow,
  erp: () => Promise<ErpConnection>,
): Promise<StepOutcome> {
  const rows = await db.query.shipments.findMany({
    where: and(eq(shipments.companyId, wf.companyId), inArray(shipments.id, wf.shipmentIds)),
    orderBy: asc(shipments.packageNumber),
  });
  const due = rows.filter((s) => s.moneyState === "label_bought");
  if (due.length === 0) {
    const posted = rows.some((s) => s.moneyState === "freight_posted" || s.moneyState === "refund_refused");
    if (posted) return { state: "done", message: "Freight already posted." };
    const charge = rows.find((s) => s.moneyState === "no_freight")?.freightCharge;
    if (charge)
      return {
        state: "done",
        message: freightPostedText({ ...charge, method: "lineitem", totalFreight: 0, noFreight: true }),
      };
    if (rows.some((s) => s.moneyState === "no_freight")) return { state: "done", message: NO_FREIGHT_KEPT };
    return { state: "skipped", message: FREIGHT_OF_VOIDED };
  }
  const first = due[0];
  // CLARIFICATIONS 61: an exempt customer posts none, decided before any pricing and kept as `no freight`; a label
  // billed to the customer's account posts what the freight rules for such labels say (postFreight prices it).
  const facts = await freightFacts(wf, erp, first.invoiceNumber);
  if (facts.freightExempt) {
    await moveMoney(
      db,
      due.map((s) => s.id),
      "noFreight",
    );
    return { state: "done", message: FREIGHT_EXEMPT_TEXT };
  }
  // The scale's readings of the packages posted now (those already posted are left out, in package order).
  const readings = wf.freight?.actualWeights;
  const actualWeights =
    readings && readings.length === rows.length ? due.map((s) => readings[rows.indexOf(s)]) : undefined;
  const weight = first.parcel?.weight;
  if (!weight)
    return { state: "failed", message: "The label's weight is not known, so its freight cannot be posted here." };
  const posted = await postFreight(db, {
    companyId: wf.companyId,
    erp,
    input: {
      invoiceNumber: first.invoiceNumber,
      trackingNumber: first.trackingNumber ?? "",
      ...(due.length > 1
        ? { trackingNumbers: due.map((s) => s.trackingNumber ?? ""), ...(actualWeights ? { actualWeights } : {}) }
        : {}),
      shipVia: wf.freight?.shipVia ?? undefined,
      weight,
      actualWeight: actualWeights?.[0] ?? wf.freight?.actualWeight ?? undefined,
      method: wf.freight?.method,
      packageNumber: first.packageNumber,
    },
    facts: { billedToCustomer: facts.billedToCustomer, billedTo: facts.billedTo },
  });
  return { state: "done", message: freightPostedText(posted) };
}
