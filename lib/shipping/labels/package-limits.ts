// No imports: the preparation screen reads this limit too.

/**
 * The most packages one invoice ships at once. Shippo quotes up to 50 UPS parcels in one shipment, but FedEx times
 * out above 12; ten keeps every carrier answering and is more than a branch's desk packs for one order.
 */
export const MAX_PACKAGES = 10;

/**
 * A parcel's longest side, in inches (108: the longest a parcel carrier takes), and its heaviest weight, in pounds:
 * the label's bounds. One side limit for the package fields, the rates call and the box presets (issue 37 item 9).
 */
export const MAX_PARCEL_INCHES = 108;
export const MAX_PARCEL_LB = 150;
