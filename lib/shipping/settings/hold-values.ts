// The print review hold values' rules (issue 27), without imports: the settings card checks as the user types and the
// PUT schema checks the same, and no zod reaches the screen's first load (tests/e2e/js-budget.spec.ts).

export const MAX_HOLD_VALUES = 50;
export const MAX_HOLD_VALUE_LENGTH = 40;

/** As the statuses are matched: trimmed and upper-cased. */
export function normalizeHoldValue(value: string): string {
  return value.trim().toUpperCase();
}

/** What is wrong with a list of normalized hold values, in the words the screen and the 400 say; null when nothing. */
export function holdValuesProblem(values: readonly string[]): string | null {
  if (values.length > MAX_HOLD_VALUES) return `At most ${MAX_HOLD_VALUES} print review values`;
  for (const value of values) {
    if (!value) return "Please enter a print review value";
    if (value.length > MAX_HOLD_VALUE_LENGTH)
      return `A print review value has at most ${MAX_HOLD_VALUE_LENGTH} characters: ${value.slice(0, MAX_HOLD_VALUE_LENGTH)}…`;
    // A bare * would hold every reviewed order.
    if (!/^[^*]+\*?$/.test(value))
      return `A * may only end a print review value, after at least one character (HOLD* holds HOLD - CREDIT): ${value}`;
  }
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return `Print review value already listed: ${value}`;
    seen.add(value);
  }
  return null;
}
