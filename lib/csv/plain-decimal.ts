/**
 * Clarification 13a: a cell is a number only when, spaces trimmed, it is a plain decimal (optional sign, digits,
 * optional fraction). `1,234`, `inf`, `0x10`, `1e5` and `N/A` are text. Shared by the inventory comparison and the
 * monthly feed's Quantity, so both tools agree on what a number is.
 */
const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function isPlainDecimal(text: string): boolean {
  return PLAIN_DECIMAL.test(text.trim());
}

/** The value of a plain decimal, or null for anything else. */
export function parsePlainDecimal(text: string): number | null {
  const t = text.trim();
  return PLAIN_DECIMAL.test(t) ? Number(t) : null;
}

/** Digits after the point, so sums and differences can be rounded back to what the inputs could express. */
export function decimalPlaces(text: string): number {
  const t = text.trim();
  const dot = t.indexOf(".");
  return dot < 0 ? 0 : t.length - dot - 1;
}

/** Rounds away float noise (0.1 + 0.2) to `places` digits; never returns -0. */
export function roundTo(value: number, places: number): number {
  const rounded = Number(value.toFixed(Math.min(places, 20)));
  return rounded === 0 ? 0 : rounded;
}
