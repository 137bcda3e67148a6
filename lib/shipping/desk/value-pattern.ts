// The desk's lists of values with a trailing `*` (print review holds, issue 27; non-parcel ship vias, CLARIFICATIONS
// 64). Pure and browser-safe.

/**
 * The listed value that matches `text`, or null: `X*` matches every text starting with X, `X` only X itself, both
 * trimmed and in upper case.
 */
export function matchingValue(text: string | null | undefined, values: readonly string[]): string | null {
  const wanted = text?.trim().toUpperCase();
  if (!wanted) return null;
  return (
    values.find((raw) => {
      const value = raw.trim().toUpperCase();
      if (!value.endsWith("*")) return value === wanted;
      const prefix = value.slice(0, -1);
      // A bare "*" would match everything; the settings refuse it, and the rule never reads it as "all".
      return prefix.length > 0 && wanted.startsWith(prefix);
    }) ?? null
  );
}
