// Customer-specific selling prices, computed on demand so any (customer, product) pair costs nothing to store.
// The same function prices seeded order lines and the pricing inquiries, so invoices agree with the ERP.
import { round2, unitHash } from "../rng";
import type { Customer, Product } from "./types";

/** Multiplier on list price by the customer's price class (PLUMB1 / HVAC1 are better on their own trade). */
function classMultiplier(priceClass: string, category: string): number {
  const plumbing = ["PLUMBING", "WATERWORKS", "FIXTURES", "WATER HEATERS", "CHEMICALS"].includes(category);
  switch (priceClass) {
    case "A": return 0.6;
    case "B": return 0.66;
    case "C": return 0.72;
    case "CONTR": return 0.63;
    case "PLUMB1": return plumbing ? 0.57 : 0.7;
    case "HVAC1": return category === "HVAC" ? 0.57 : 0.7;
    default: return 0.95;
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

export function customerPrice(seed: number, customer: Pick<Customer, "id" | "defaultPriceClass">, product: Product, quantity = 1): CustomerPrice {
  const list = product.listPrice.value;
  if (product.priceLineId === "MISC-CHG") return { unitPrice: list, contract: false, quantityBreaks: [] };
  const contract = hasContract(seed, customer.id, product.priceLineId);
  let mult = classMultiplier(customer.defaultPriceClass, product.category);
  if (contract) mult *= 0.9;
  // A few products carry a special matrix price for the class.
  if (unitHash(seed, "matrix", customer.defaultPriceClass, product.id) < 0.05) mult *= 0.93;
  const floor = product.repCost.value * 1.05;
  const base = round2(Math.max(list * mult, floor));
  const quantityBreaks: QuantityBreak[] =
    list >= 100
      ? [
          { quantity: 1, unitPrice: { value: base } },
          { quantity: 5, unitPrice: { value: round2(Math.max(base * 0.97, floor)) } },
          { quantity: 10, unitPrice: { value: round2(Math.max(base * 0.94, floor)) } },
        ]
      : [];
  const applicable = quantityBreaks.filter((b) => quantity >= b.quantity).pop();
  return { unitPrice: applicable?.unitPrice.value ?? base, contract, quantityBreaks };
}

/** Price per each, as order lines carry it. */
export function eachPrice(p: CustomerPrice, product: Product): number {
  return Math.round((p.unitPrice / product.pricingPerQuantity) * 10000) / 10000;
}
