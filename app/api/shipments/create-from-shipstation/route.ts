// POST /api/shipments/create-from-shipstation – buy an invoice's label (or each of its packages' labels) once, write the shipment records and the customer's shipped mail
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { getErpConnection } from "@/lib/erp/session";
import { refuseHeldInvoice } from "@/lib/shipping/desk/refuse-held-invoice";
import { rememberLastBox } from "@/lib/shipping/boxes/customer-last-box";
import { buyPackages } from "@/lib/shipping/labels/buy-packages";
import { prepareShippedMails } from "@/lib/shipping/mails/record-shipped-mails";
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
  const mails = prepareShippedMails(db, {
    companyId,
    invoiceNumber,
    poNumber: shipmentData.poNumber,
    connect: () => getErpConnection(db, auth),
  });
  const label = await buyPackages(
    db,
    {
      companyId,
      userId: auth.claims.userId,
      source: "shipstation",
      invoiceNumber,
      packageNumber: shipmentData.packageNumber,
      poNumber: shipmentData.poNumber,
      branch: shipmentData.branch ?? null,
      metadata: shipmentData.metadata,
    },
    { rateId: shippoData.rateId, packages: shipmentData.packages, packageRates: shippoData.packageRates },
  );
  await mails.record(label);
  if (shipmentData.box) await rememberLastBox(db, { companyId, ...shipmentData.box });
  return NextResponse.json({ ...label, label_url: label.labelUrl, tracking_number: label.trackingNumber });
});
