/**
 * A money cell of the price file as a number; anything non-numeric is 0 (spec 2 section 3). A leading currency
 * sign and thousands separators, as Excel writes them ("$1,234.50"), are still read as the number they show.
 */
export function parseAmount(cell: string | undefined): number {
  const text = (cell ?? "")
    .trim()
    .replace(/^(-?)\$/, "$1")
    .replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return 0;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}
