import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateQuotes, type LabelExtras, type ShipmentAddress } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { chosenShipTo, readInvoiceFacts } from "../desk/invoice-facts";
import { usStateCode } from "./us-states";

export const SHIP_TO_CHANGED =
  "These rates are for another ship-to than the one chosen for this invoice. Please Get Rates again.";

const street = (a: ShipmentAddress) =>
  [a.street1, a.street2, a.city, usStateCode(a.state ?? "") ?? a.state, a.zip].map((v) => (v ?? "").trim());

/**
 * Before an invoice's label is bought (CLARIFICATIONS 62): the rate must have been quoted for the ship-to the clerk
 * chose (rates got before Use Suggested or Keep As Entered are refused, 409). Answers who the label is billed to, as
 * its quote says (never the browser), for the freight step. A quote gone by now is left to the purchase to refuse.
 */
export async function checkInvoicePurchase(
  db: Db,
  owner: { companyId: string; invoiceNumber: string },
  rateId: string,
): Promise<{ billedTo: LabelExtras["billing"] }> {
  const [row, quote] = await Promise.all([
    readInvoiceFacts(db, owner.companyId, owner.invoiceNumber),
    db.query.rateQuotes.findFirst({
      where: and(eq(rateQuotes.rateId, rateId), eq(rateQuotes.companyId, owner.companyId)),
      columns: { addressTo: true, labelExtras: true },
    }),
  ]);
  if (row && quote && street(chosenShipTo(row)).join("|") !== street(quote.addressTo).join("|"))
    throw new ApiError({ code: "conflict", message: SHIP_TO_CHANGED });
  return { billedTo: quote?.labelExtras?.billing ?? null };
}
