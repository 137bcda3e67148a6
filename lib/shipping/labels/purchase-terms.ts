import type { LabelExtras, RateQuote, ShipmentAddress } from "@/db/schema";

/**
 * What a label is bought with, kept in its purchase's intent (CLARIFICATIONS 53, 61, 62): where it goes, whether to a
 * residence, who is billed and each package's insurance. They belong to the rate's Shippo shipment, so a retry that
 * buys (or finds) the same rate buys the same label; the intent says so without the quote, which is pruned in time.
 */
export type PurchaseTerms = { addressTo: ShipmentAddress } & LabelExtras;

export const purchaseTerms = (quote: Pick<RateQuote, "addressTo" | "labelExtras">): PurchaseTerms => ({
  addressTo: quote.addressTo,
  residential: quote.labelExtras?.residential ?? null,
  billing: quote.labelExtras?.billing ?? null,
  insurance: quote.labelExtras?.insurance ?? null,
});
