// Import-free: the Price Comparison screen says what the cross-references found in the file it read.

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * After a price file is read: how many rows, and how many of its customers and products the cross-references
 * matched, in words a clerk uses ("Resolved 1 customer IDs and 3 HER_PNs" spoke the files' column names).
 */
export function resolutionText(r: { rows: number; customers: number; products: number }): string {
  return (
    `Read ${count(r.rows, "row", "rows")}. The cross-references matched ` +
    `${count(r.customers, "customer", "customers")} and ${count(r.products, "product", "products")}.`
  );
}
