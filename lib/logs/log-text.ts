// Pure (no imports): the sign-in schema, which the Login page may load, refuses the same characters.

/**
 * Characters that would let a stored log entry look like more than one, or like something else, when read as text,
 * in a terminal or in a spreadsheet: C0 controls (CR, LF, tab, ESC…), DEL, C1 controls, the Unicode line and
 * paragraph separators, and the bidirectional marks and overrides that reorder what a reader sees.
 */
export const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT.source, "g");

const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** The text with each unsafe character written out as an escape (`\n`, `\u001b`), so it stays visible but inert. */
export function logSafeText(text: string): string {
  if (!UNSAFE_TEXT.test(text)) return text;
  return text.replace(UNSAFE_TEXT_ALL, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A log entry's meta with `logSafeText` applied to every string in it, keys too, however deep. */
export function logSafeValue(value: unknown): unknown {
  if (typeof value === "string") return logSafeText(value);
  if (Array.isArray(value)) return value.map(logSafeValue);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [logSafeText(k), logSafeValue(v)]));
  }
  return value;
}
