import type { Db } from "@/db/client";
import type { ShipmentWorkflow, WorkflowBox, WorkflowFreight } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import type { Claims } from "@/lib/auth/claims";
import { assertAccessibleBranch } from "../desk/accessible-branches";
import { refuseHeldInvoice } from "../desk/refuse-held-invoice";
import type { BoughtLabel } from "../labels/bought-label";
import { buyPackages, type PackagesPurchase } from "../labels/buy-packages";
import { checkInvoicePurchase } from "../labels/invoice-purchase-check";
import type { LabelFormat } from "../labels/label-format";
import type { ShipmentLabels } from "../labels/multi-piece-labels";
import type { LabelFollowUp, LabelOwner } from "../labels/record-shipment";
import { startShipmentWorkflow } from "./start-workflow";

export type Purchased = {
  label: (BoughtLabel | ShipmentLabels) & { replayed: boolean };
  workflow: ShipmentWorkflow | null;
};

/** Every shipment record a purchase wrote, in package order (none when the record could not be written). */
const recordsOf = (label: BoughtLabel | ShipmentLabels) =>
  ("packages" in label ? label.packages : [label]).map((l) => l.shipmentId).filter((id): id is string => id !== null);

/**
 * Ship one invoice, the one way the desk and a batch do it: the print review hold checked, the rate's ship-to the one
 * chosen for the invoice (CLARIFICATIONS 62), the label(s) bought once,
 * then the rest of the shipment (freight, shipped mail, the customer's box) recorded as its workflow, which the
 * server finishes (lib/shipping/workflow/run-workflow.ts). The caller answers as soon as the label is bought.
 */
export async function shipInvoice(
  db: Db,
  p: {
    owner: Omit<LabelOwner, "followUp">;
    sessionId: string | null;
    connect(): Promise<ErpConnection>;
    purchase: PackagesPurchase;
    format?: LabelFormat;
    /** null: the caller posts its own freight (POST /api/postFreight), as API callers from before workflows do. */
    freight: WorkflowFreight | null;
    box?: WorkflowBox | null;
    /** Who asks, when the branch is the browser's word: it must be one of theirs (it decides the close-out). */
    claims?: Claims;
  },
): Promise<Purchased> {
  const branch = p.owner.branch;
  const [, , { billedTo }] = await Promise.all([
    refuseHeldInvoice(db, { ...p.owner, connect: p.connect }),
    branch && p.claims ? assertAccessibleBranch(await p.connect(), p.claims, branch) : null,
    checkInvoicePurchase(db, p.owner, p.purchase.rateId),
  ]);
  // Who pays for the label travels with the purchase, as its quote says, for the freight step (CLARIFICATIONS 61).
  const freight =
    p.freight &&
    (billedTo ? { ...p.freight, billedTo: { carrier: billedTo.carrier, account: billedTo.account } } : p.freight);
  const owner: LabelOwner = {
    ...p.owner,
    followUp: { sessionId: p.sessionId, freight, mail: true, box: p.box ?? null },
  };
  const label = await buyPackages(db, owner, p.purchase, p.format);
  return { label, workflow: await workflowAfterLabel(db, owner, label) };
}

/** Manual Ship's follow-up: no freight (there is no invoice) and no customer mail. */
export const manualFollowUp = (sessionId: string | null): LabelFollowUp => ({
  sessionId,
  freight: null,
  noFreight: true,
  mail: false,
  box: null,
});

/**
 * The workflow of a bought label, as its owner asked for it: recorded once per purchase (asked again, it re-arms).
 * Null for a label without a follow-up (bought before workflows) or whose record could not be written (spec 2
 * section 8: only a warning; Ship Package again writes it).
 */
export async function workflowAfterLabel(
  db: Db,
  owner: LabelOwner,
  label: BoughtLabel | ShipmentLabels,
): Promise<ShipmentWorkflow | null> {
  const shipmentIds = recordsOf(label);
  if (!owner.followUp || shipmentIds.length === 0) return null;
  return startShipmentWorkflow(db, {
    ...owner.followUp,
    companyId: owner.companyId,
    userId: owner.userId,
    invoiceNumber: owner.invoiceNumber,
    poNumber: owner.poNumber,
    key: label.transactionId,
    shipmentIds,
  });
}
