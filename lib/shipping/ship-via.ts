// Ship Via Keywords of the Shipment Dashboard (spec 2 sections 3, 5 and 9).

export const DEFAULT_SHIP_VIA_KEYWORDS = "UPS, FEDEX";

/** The keywords of the text box: comma-separated, trimmed, upper-cased, blanks dropped. */
export function parseShipViaKeywords(text: string): string[] {
  return text
    .split(",")
    .map((k) => k.trim().toUpperCase())
    .filter(Boolean);
}

/** True when no keywords are set, or the order's ship via (upper-cased) contains one of them. */
export function shipViaMatches(shipVia: string | null | undefined, keywords: readonly string[]): boolean {
  if (keywords.length === 0) return true;
  const via = (shipVia ?? "").toUpperCase();
  return keywords.some((k) => via.includes(k));
}
