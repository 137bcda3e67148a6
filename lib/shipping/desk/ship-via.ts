// Ship Via Keywords of the Shipment Dashboard (spec 2 sections 3, 5 and 9).

export const DEFAULT_SHIP_VIA_KEYWORDS = "UPS, FEDEX";

/** The keywords of the text box: comma-separated, trimmed, upper-cased, blanks dropped. */
export function parseShipViaKeywords(text: string): string[] {
  return text
    .split(",")
    .map((k) => k.trim().toUpperCase())
    .filter(Boolean);
}

/**
 * Whether an order ships without the ship-via question. No keywords: always. Otherwise (spec 2 sections 7 and 9)
 * its ship via is one of the ship-via ids the ERP found for the keywords (`GET /ShipVias?keyword=`), matched in
 * upper case; when that lookup failed (`ids` null), whether its ship via contains a keyword.
 */
export function shipViaMatches(
  shipVia: string | null | undefined,
  keywords: readonly string[],
  ids: ReadonlySet<string> | null = null,
): boolean {
  if (keywords.length === 0) return true;
  const via = (shipVia ?? "").trim().toUpperCase();
  if (ids) return ids.has(via);
  return keywords.some((k) => via.includes(k));
}
