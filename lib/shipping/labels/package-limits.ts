// No imports: the preparation screen reads this limit too.

/**
 * The most packages one invoice ships at once. Shippo quotes up to 50 UPS parcels in one shipment, but FedEx times
 * out above 12; ten keeps every carrier answering and is more than a branch's desk packs for one order.
 */
export const MAX_PACKAGES = 10;
