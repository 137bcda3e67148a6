// GET /api/ship-station/orders/{invoice} – one invoice for shipment preparation: order facts, ship-to, ship-from, freight
// product, the customer's shipping facts, and the ship-to's check when one holds (kept for the rates and the label)
import { NextResponse } from "next/server";
import { requireProduct } from "@/lib/products/require-product";
import { authedRoute } from "@/lib/api/handler";
import { getErpConnection } from "@/lib/erp/session";
import { getShip54Settings } from "@/lib/shipping/settings/get-ship54-settings";
import { getFreightProduct } from "@/lib/shipping/freight/get-freight-product";
import { getOrderDetails } from "@/lib/shipping/desk/get-order-details";
import { rememberOpenedInvoice } from "@/lib/shipping/desk/invoice-facts";
import { invoiceNumberSchema } from "@/lib/shipping/desk/schemas";
import { toShipToCheckDto } from "@/lib/shipping/labels/ship-to-check";

export const GET = authedRoute<{ invoice: string }>(async ({ params, db, auth, company }) => {
  // Ship54's desk: the user's company has it and the user owns it (one rule with Home and the sidebar).
  await requireProduct(db, auth.claims, "ship54");
  const invoice = invoiceNumberSchema.parse(decodeURIComponent(params.invoice));
  const conn = await getErpConnection(db, auth);
  const { companyId } = await company.resolve();
  const settings = await getShip54Settings(db, { companyId, userId: auth.claims.userId });
  const [order, freightProduct] = await Promise.all([
    getOrderDetails(conn, auth.claims, invoice, { facts: true }),
    getFreightProduct(conn, settings.freight.productId),
  ]);
  const kept = await rememberOpenedInvoice(db, companyId, order);
  return NextResponse.json({
    order,
    freight: { defaultMethod: settings.freight.defaultMethod, product: freightProduct },
    shipToCheck: kept.shipToCheck ? toShipToCheckDto(kept) : null,
  });
});
