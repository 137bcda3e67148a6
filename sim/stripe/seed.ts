// The catalogue the stand-in starts with: fixed ids, so the portal's demo products can point at them.
import { makePrice, makeProduct, makeRecurring } from "./objects";
import type { Price, Product } from "./types";

interface SeedProduct {
  id: string;
  name: string;
  description: string;
  features: string[];
  prices: Array<{ id: string; amount: number; interval: "month" | "year"; lookupKey: string }>;
}

export const SEED: SeedProduct[] = [
  {
    id: "prod_E54Ship54",
    name: "Ship54",
    description: "Shipping labels, rates and tracking from the portal.",
    features: ["Rates from UPS, FedEx and USPS", "Label printing", "Tracking and webhooks"],
    prices: [
      { id: "price_E54Ship54Monthly", amount: 4900, interval: "month", lookupKey: "ship54_monthly" },
      { id: "price_E54Ship54Yearly", amount: 49000, interval: "year", lookupKey: "ship54_yearly" },
    ],
  },
  {
    id: "prod_E54PriceTools",
    name: "Price Tools",
    description: "Price comparison and price line access.",
    features: ["Price comparison", "Price line access"],
    prices: [{ id: "price_E54PriceToolsMonthly", amount: 2900, interval: "month", lookupKey: "price_tools_monthly" }],
  },
  {
    id: "prod_E54DataTools",
    name: "Data Tools",
    description: "CSV helpers and file preparation.",
    features: ["Duplicate finder", "Value count", "PDW file prep"],
    prices: [{ id: "price_E54DataToolsMonthly", amount: 1900, interval: "month", lookupKey: "data_tools_monthly" }],
  },
  {
    id: "prod_E54PriceWatch",
    name: "Price Watch",
    description: "Daily alerts when customer prices drift from your price files.",
    features: ["Nightly comparison", "Email alerts", "Margin report"],
    prices: [{ id: "price_E54PriceWatchMonthly", amount: 3900, interval: "month", lookupKey: "price_watch_monthly" }],
  },
  {
    id: "prod_E54EdiConnect",
    name: "EDI Connect",
    description: "Purchase orders and invoices exchanged with your vendors by EDI.",
    features: ["850 / 810 / 856", "Vendor onboarding", "Error queue"],
    prices: [{ id: "price_E54EdiConnectMonthly", amount: 9900, interval: "month", lookupKey: "edi_connect_monthly" }],
  },
];

export function seedCatalog(): { products: Product[]; prices: Price[] } {
  const products: Product[] = [];
  const prices: Price[] = [];
  for (const p of SEED) {
    const product = makeProduct({ id: p.id, name: p.name, description: p.description, features: p.features });
    for (const pr of p.prices) {
      prices.push(
        makePrice({
          id: pr.id,
          product: p.id,
          unitAmount: pr.amount,
          recurring: makeRecurring(pr.interval),
          lookupKey: pr.lookupKey,
        }),
      );
    }
    product.default_price = p.prices[0].id;
    products.push(product);
  }
  return { products, prices };
}
