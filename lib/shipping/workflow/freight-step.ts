import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments, type ShipmentWorkflow } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import type { LabelFacts } from "../freight/freight-context";
import { freightPostedText, NO_FREIGHT_KEPT } from "../freight/freight-posted-text";
import { postFreight } from "../freight/post-freight";
import type { StepOutcome } from "./step-outcome";

export const FREIGHT_OF_VOIDED = "The label was voided; its freight is not posted.";

/**
 * What the step knows of the label before it posts: whether it was billed to the customer's own account (the
 * purchase says). Whether the customer is freight exempt is postFreight's to read, as for every posting.
 */
const freightFacts = (wf: ShipmentWorkflow): LabelFacts => {
  const billedTo = wf.freight?.billedTo ?? null;
  return { billedToCustomer: billedTo !== null, billedTo };
};

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
    // CLARIFICATIONS 61: postFreight reads the exemption (none posted, `no freight`) before it prices anything; a
    // label billed to the customer's account posts what the freight rules for such labels say.
    facts: freightFacts(wf),
  });
  return { state: "done", message: freightPostedText(posted) };
}
