// Customer-specific selling prices, computed on demand so any (customer, product) pair costs nothing to store.
// The same function prices seeded order lines and the pricing inquiries, so invoices agree with the ERP.
import { round2, unitHash } from "../rng";
import type { Customer, Product } from "./types";

/** Multiplier on list price by the customer's price class (PLUMB1 / HVAC1 are better on their own trade). */
function classMultiplier(priceClass: string, category: string): number {
  const plumbing = ["PLUMBING", "WATERWORKS", "FIXTURES", "WATER HEATERS", "CHEMICALS"].includes(category);
  switch (priceClass) {
    case "A":
      return 0.6;
    case "B":
      return 0.66;
    case "C":
      return 0.72;
    case "CONTR":
      return 0.63;
    case "PLUMB1":
      return plumbing ? 0.57 : 0.7;
    case "HVAC1":
      return category === "HVAC" ? 0.57 : 0.7;
    default:
      return 0.95;
  }
}

export type QuantityBreak = { quantity: number; unitPrice: { value: number } };

export type CustomerPrice = {
  /** Per `pricingPerQuantity` eaches, like Eclipse's productUnitPrice. */
  unitPrice: number;
  /** Contract pricing applies to this customer on this price line. */
  contract: boolean;
  quantityBreaks: QuantityBreak[];
};

export function hasContract(seed: number, customerId: string, priceLineId: string): boolean {
  return unitHash(seed, "contract", customerId, priceLineId) < 0.12;
}

const BREAKS = [
  [1, 1],
  [5, 0.97],
  [10, 0.94],
] as const;

/** The price before quantity breaks, and its floor (cost + 5 %). */
function basePrice(seed: number, customer: Pick<Customer, "id" | "defaultPriceClass">, product: Product) {
  const list = product.listPrice.value;
  const contract = hasContract(seed, customer.id, product.priceLineId);
  let mult = classMultiplier(customer.defaultPriceClass, product.category);
  if (contract) mult *= 0.9;
  // A few products carry a special matrix price for the class.
  if (unitHash(seed, "matrix", customer.defaultPriceClass, product.id) < 0.05) mult *= 0.93;
  const floor = product.repCost.value * 1.05;
  return { base: round2(Math.max(list * mult, floor)), floor, contract, hasBreaks: list >= 100 };
}

const breakPrice = (base: number, floor: number, factor: number) =>
  factor === 1 ? base : round2(Math.max(base * factor, floor));

/** The customer's price per `pricingPerQuantity` at a quantity (what order lines are priced from). */
export function unitPriceFor(
  seed: number,
  customer: Pick<Customer, "id" | "defaultPriceClass">,
  product: Product,
  quantity = 1,
): number {
  if (product.priceLineId === "MISC-CHG") return product.listPrice.value;
  const { base, floor, hasBreaks } = basePrice(seed, customer, product);
  if (!hasBreaks) return base;
  let factor = 1;
  for (const [q, f] of BREAKS) if (quantity >= q) factor = f;
  return breakPrice(base, floor, factor);
}

/** The full answer of a pricing inquiry: price at the quantity, contract flag and the break table. */
export function customerPrice(
  seed: number,
  customer: Pick<Customer, "id" | "defaultPriceClass">,
  product: Product,
  quantity = 1,
): CustomerPrice {
  if (product.priceLineId === "MISC-CHG")
    return { unitPrice: product.listPrice.value, contract: false, quantityBreaks: [] };
  const { base, floor, contract, hasBreaks } = basePrice(seed, customer, product);
  const quantityBreaks: QuantityBreak[] = hasBreaks
    ? BREAKS.map(([q, f]) => ({ quantity: q, unitPrice: { value: breakPrice(base, floor, f) } }))
    : [];
  return { unitPrice: unitPriceFor(seed, customer, product, quantity), contract, quantityBreaks };
}

/** Price per each, as order lines carry it. */
export function eachPrice(unitPrice: number, product: Product): number {
  return Math.round((unitPrice / product.pricingPerQuantity) * 10000) / 10000;
}
