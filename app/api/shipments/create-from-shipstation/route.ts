// POST /api/shipments/create-from-shipstation – buy the label for an invoice once and write its shipment record
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { getErpConnection } from "@/lib/erp/session";
import { refuseHeldInvoice } from "@/lib/shipping/desk/refuse-held-invoice";
import { rememberLastBox } from "@/lib/shipping/boxes/customer-last-box";
import { buyLabel } from "@/lib/shipping/labels/buy-label";
import { shipFromStationSchema } from "@/lib/shipping/labels/schemas";

export const POST = authedRoute(async ({ req, db, auth, company }) => {
  const { shippoData, shipmentData } = shipFromStationSchema.parse(await readJson(req));
  const { companyId } = await company.resolve();
  const { invoiceNumber } = shipmentData;
  await refuseHeldInvoice(db, {
    companyId,
    userId: auth.claims.userId,
    invoiceNumber,
    connect: () => getErpConnection(db, auth),
  });
  const label = await buyLabel(
    db,
    {
      companyId,
      userId: auth.claims.userId,
      source: "shipstation",
      invoiceNumber,
      packageNumber: shipmentData.packageNumber,
      poNumber: shipmentData.poNumber,
      metadata: shipmentData.metadata,
    },
    shippoData.rateId,
  );
  if (shipmentData.box) await rememberLastBox(db, { companyId, ...shipmentData.box });
  return NextResponse.json({ ...label, label_url: label.labelUrl, tracking_number: label.trackingNumber });
});
