/**
 * Characters `value` adds to a JSON answer, the comma beside it included: the measure MAX_ANSWER_CHARS counts in
 * (escapes included, since a cell of control characters takes six times its length).
 */
export function jsonChars(value: unknown): number {
  return JSON.stringify(value).length + 1;
}

/** Room for the answer's fixed fields: names, numbers, a message. */
const FIXED_FIELDS_CHARS = 1024;

/** What is left of `limit` for an answer's rows once its headers (and any other listed parts) are in. */
export function rowBudget(limit: number, ...parts: unknown[]): number {
  let used = FIXED_FIELDS_CHARS;
  for (const part of parts) used += jsonChars(part);
  return limit - used;
}
