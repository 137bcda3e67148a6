/** The chosen products that are not in the product list (spec 3 section 5: "Invalid product(s): ..."). */
export function findInvalidProducts(chosen: readonly string[], known: readonly string[]): string[] {
  const ids = new Set(known);
  return chosen.filter((p) => !ids.has(p));
}

export function invalidProductsMessage(invalid: readonly string[]): string {
  return `Invalid product(s): ${invalid.join(", ")}`;
}
