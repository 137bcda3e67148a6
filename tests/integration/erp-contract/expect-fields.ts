// Checks that the fields a spec names are present with the right JSON types.
import { expect } from "vitest";

type FieldType = "string" | "number" | "boolean" | "array" | "object" | "money" | "id";

function typeOf(v: unknown): string {
  return Array.isArray(v) ? "array" : v === null ? "null" : typeof v;
}

/** `money` is `{ value: number }`; `id` is a non-empty string or a number. */
export function expectFields(record: unknown, fields: Record<string, FieldType>, where = "record") {
  expect(typeOf(record), where).toBe("object");
  const r = record as Record<string, unknown>;
  for (const [name, type] of Object.entries(fields)) {
    const v = r[name];
    const at = `${where}.${name}`;
    if (type === "money") {
      expect(typeOf(v), at).toBe("object");
      expect(typeOf((v as { value: unknown }).value), `${at}.value`).toBe("number");
    } else if (type === "id") {
      expect(["string", "number"], at).toContain(typeOf(v));
      expect(String(v).length, at).toBeGreaterThan(0);
    } else {
      expect(typeOf(v), at).toBe(type);
    }
  }
}

/** A list answer: `results` array and `metadata.totalItems` (a number when asked for). */
export function expectList(json: unknown, opts: { total?: boolean } = {}) {
  const j = json as { results: unknown; metadata?: { totalItems?: unknown } };
  expect(Array.isArray(j.results), "results").toBe(true);
  if (opts.total) expect(typeof j.metadata?.totalItems, "metadata.totalItems").toBe("number");
  return j.results as Record<string, unknown>[];
}
