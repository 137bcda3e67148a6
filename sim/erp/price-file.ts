// A sample Price Comparison upload (spec 2 section 3, "Price file"), built from the sim's own invoices so
// the portal's comparison has real answers: 9 report lines, then rows of
// EDS product id, description, invoice number, actual sell, actual cost, actual COGS, branch, EDS customer id, qty.
// Most sell prices equal today's price; some differ by a few cents, some by a lot, and a few rows name a
// product with no cross-reference.
import { edsCustomerId, edsProductId } from "./data/crossref";
import { TODAY } from "./data/dates";
import { customerPrice } from "./data/pricing";
import { seedData } from "./data/seed";
import { Rng } from "./rng";

export type PriceFileRow = {
  edsProductId: string;
  invoiceNumber: string;
  actualSellPrice: number;
  customerId: string;
  kind: "exact" | "tiny" | "large" | "unmapped";
};

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Per-each price with enough decimals that per-100 and per-1000 prices survive the division exactly. */
const perEach = (value: number, ppq: number) => Number((value / ppq).toFixed(ppq === 1 ? 2 : 6));

export function buildPriceFile(opts: { seed?: number; rows?: number } = {}): { csv: string; rows: PriceFileRow[] } {
  const seed = opts.seed ?? 54;
  const want = opts.rows ?? 200;
  const data = seedData(seed);
  const rng = new Rng(seed, "price-file");
  const customers = data.customers.byKey;
  const mappedCustomers = data.crossRefs.customers;
  const mappedProducts = data.crossRefs.products;
  const rows: PriceFileRow[] = [];
  const lines: string[] = [
    "PRICE VALIDATION EXTRACT",
    `Run date: ${TODAY}`,
    "Source: EDS invoiced lines",
    "Branch: ALL",
    "",
    "Selection: last 90 days",
    "",
    "--------",
    "EDS_PN,DESCRIPTION,INVOICE,SELL,COST,COGS,BRANCH,CUSTOMER,QTY",
  ];
  const orders = data.orders.order;
  for (let i = orders.length - 1; i >= 0 && rows.length < want; i -= rng.int(1, 4)) {
    const g = orders[i].generations[0];
    const cust = customers.get(g.billToId);
    const edsCust = edsCustomerId(g.billToId);
    if (g.orderStatus !== "Invoice" || !cust || !mappedCustomers.get(edsCust)) continue;
    for (const { lineItemProduct: l } of g.lineItems) {
      if (rows.length >= want) break;
      const p = data.products.byKey.get(String(l.productId))!;
      const eds = edsProductId(p.id);
      if (!mappedProducts.get(eds)) continue;
      const today = perEach(customerPrice(seed, cust, p).unitPrice, p.pricingPerQuantity);
      const kind = rng.weighted([
        ["exact", 70],
        ["tiny", 10],
        ["large", 15],
        ["unmapped", 5],
      ] as const);
      const sell =
        kind === "tiny"
          ? Math.max(0.01, Number((today + ((rng.chance(0.5) ? 1 : -1) * rng.int(1, 5)) / 100).toFixed(2)))
          : kind === "large"
            ? Number(
                (today * (rng.chance(0.5) ? 1.08 + rng.next() * 0.25 : 0.7 + rng.next() * 0.2)).toFixed(
                  p.pricingPerQuantity === 1 ? 2 : 6,
                ),
              )
            : today;
      const productId = kind === "unmapped" ? String(9_000_000 + rng.int(1, 99_999)) : eds;
      rows.push({
        edsProductId: productId,
        invoiceNumber: g.fullInvoiceID,
        actualSellPrice: sell,
        customerId: edsCust,
        kind,
      });
      lines.push(
        [
          productId,
          p.description,
          g.fullInvoiceID,
          sell.toFixed(p.pricingPerQuantity === 1 ? 2 : 6),
          perEach(p.repCost.value, p.pricingPerQuantity),
          perEach(p.cogs.value, p.pricingPerQuantity),
          g.shipBranch,
          edsCust,
          l.quantity,
        ]
          .map(csvCell)
          .join(","),
      );
    }
  }
  return { csv: lines.join("\r\n") + "\r\n", rows };
}
