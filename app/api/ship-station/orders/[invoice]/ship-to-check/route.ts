// POST /api/ship-station/orders/{invoice}/ship-to-check – the ship-to checked with Shippo as the order opens (CLARIFICATIONS 62)
// PUT /api/ship-station/orders/{invoice}/ship-to-check – the clerk's choice, { choice: "suggested" | "entered" }, held for the invoice
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { requireProduct } from "@/lib/products/require-product";
import { invoiceNumberSchema } from "@/lib/shipping/desk/schemas";
import { shipToChoiceSchema } from "@/lib/shipping/labels/schemas";
import { checkInvoiceShipTo, chooseShipTo } from "@/lib/shipping/labels/ship-to-check";

export const POST = authedRoute<{ invoice: string }>(async ({ params, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  const invoice = invoiceNumberSchema.parse(decodeURIComponent(params.invoice));
  const { companyId } = await company.resolve();
  return NextResponse.json(await checkInvoiceShipTo(db, companyId, invoice));
});

export const PUT = authedRoute<{ invoice: string }>(async ({ req, params, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  const invoice = invoiceNumberSchema.parse(decodeURIComponent(params.invoice));
  const { choice } = shipToChoiceSchema.parse(await readJson(req));
  const { companyId } = await company.resolve();
  return NextResponse.json(await chooseShipTo(db, companyId, invoice, choice));
});
