// POST /api/shipments/create-from-shipstation – buy an invoice's label (or each of its packages' labels) once; the
// server then finishes the shipment (freight, shipped mail, the customer's box) as its workflow
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { getErpConnection } from "@/lib/erp/session";
import { queueKeyedJob } from "@/lib/jobs/run-keyed-job";
import { shipFromStationSchema } from "@/lib/shipping/labels/schemas";
import { shipInvoice } from "@/lib/shipping/workflow/ship-invoice";
import { shipmentWorkflowJob } from "@/lib/shipping/workflow/workflow-job";
import { requireProduct } from "@/lib/products/require-product";

export const POST = authedRoute(async ({ req, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  const { shippoData, shipmentData } = shipFromStationSchema.parse(await readJson(req));
  const { companyId } = await company.resolve();
  const { label, workflow } = await shipInvoice(db, {
    owner: {
      companyId,
      userId: auth.claims.userId,
      source: "shipstation",
      invoiceNumber: shipmentData.invoiceNumber,
      packageNumber: shipmentData.packageNumber,
      poNumber: shipmentData.poNumber,
      branch: shipmentData.branch ?? null,
      metadata: shipmentData.metadata,
    },
    sessionId: auth.sid,
    connect: () => getErpConnection(db, auth),
    purchase: { rateId: shippoData.rateId, packages: shipmentData.packages, packageRates: shippoData.packageRates },
    freight: shipmentData.freight ?? null,
    box: shipmentData.box ?? null,
    claims: auth.claims,
  });
  // The purchase answers now; the rest runs on the job queue whether or not this request or its tab stays.
  if (workflow) await queueKeyedJob(db, shipmentWorkflowJob, workflow.id, { workflowId: workflow.id });
  return NextResponse.json({
    ...label,
    label_url: label.labelUrl,
    tracking_number: label.trackingNumber,
    workflowId: workflow?.id ?? null,
  });
});
