// POST /api/shipments/create-manual – a manual shipment: the label for the selected rate, bought once, and its record
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { getErpConnection } from "@/lib/erp/session";
import { assertAccessibleBranch } from "@/lib/shipping/desk/accessible-branches";
import { buyLabel } from "@/lib/shipping/labels/buy-label";
import { createManualSchema } from "@/lib/shipping/labels/schemas";
import { manualFollowUp, workflowAfterLabel } from "@/lib/shipping/workflow/ship-invoice";
import { requireProduct } from "@/lib/products/require-product";

export const POST = authedRoute(async ({ req, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  const { details, rateId, source } = createManualSchema.parse(await readJson(req));
  const owner = {
    companyId: (await company.resolve()).companyId,
    userId: auth.claims.userId,
    source,
    invoiceNumber: details.invoiceNumber,
    reference: details.reference,
    packageNumber: 1,
    poNumber: details.poNumber,
    branch: details.branch ?? null,
    metadata: {
      carrier: details.carrier ?? null,
      weight: details.weight ?? null,
      value: details.value ?? null,
      description: details.description ?? null,
    },
    // Manual Ship posts no freight and mails nobody: its workflow only settles the label's money as `no freight`.
    followUp: manualFollowUp(auth.sid),
  };
  // The branch decides which close-out takes the label: it must be one of the clerk's (an admin has no ERP branches).
  if (owner.branch && auth.claims.erpUserName)
    await assertAccessibleBranch(await getErpConnection(db, auth), auth.claims, owner.branch);
  const label = await buyLabel(db, owner, rateId);
  const workflow = await workflowAfterLabel(db, owner, label);
  return NextResponse.json({
    ...label,
    label_url: label.labelUrl,
    tracking_number: label.trackingNumber,
    workflowId: workflow?.id ?? null,
  });
});
