// The rules of the settings' lists of values with a trailing `*` (the print review holds, issue 27; the non-parcel
// ship vias, CLARIFICATIONS 64), without imports: the cards check as the user types and the PUT schema checks the
// same, and no zod reaches the screen's first load (tests/e2e/js-budget.spec.ts).

export const MAX_HOLD_VALUES = 50;
export const MAX_HOLD_VALUE_LENGTH = 40;

/** As the values are matched: trimmed and upper-cased. */
export function normalizeHoldValue(value: string): string {
  return value.trim().toUpperCase();
}

/** How a list names one of its values in its messages, and an example of a trailing `*`. */
type ValueWords = { value: string; example: string };
const HOLD_WORDS: ValueWords = { value: "print review value", example: "HOLD* holds HOLD - CREDIT" };
export const SHIP_VIA_WORDS: ValueWords = { value: "ship via", example: "PICKUP* takes PICKUP - BRANCH" };

/** What is wrong with a list of normalized values, in the words the screen and the 400 say; null when nothing. */
export function valuesProblem(values: readonly string[], words: ValueWords): string | null {
  if (values.length > MAX_HOLD_VALUES) return `At most ${MAX_HOLD_VALUES} ${words.value}s`;
  for (const value of values) {
    if (!value) return `Please enter a ${words.value}`;
    if (value.length > MAX_HOLD_VALUE_LENGTH)
      return `A ${words.value} has at most ${MAX_HOLD_VALUE_LENGTH} characters: ${value.slice(0, MAX_HOLD_VALUE_LENGTH)}…`;
    // A bare * would match every order.
    if (!/^[^*]+\*?$/.test(value))
      return `A * may only end a ${words.value}, after at least one character (${words.example}): ${value}`;
  }
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return `${words.value[0].toUpperCase()}${words.value.slice(1)} already listed: ${value}`;
    seen.add(value);
  }
  return null;
}

/** The print review hold values' problem (issue 27). */
export const holdValuesProblem = (values: readonly string[]) => valuesProblem(values, HOLD_WORDS);
