import { createHash } from "node:crypto";
import { z } from "zod";
import type { ErpConnection } from "@/lib/erp/erp-fetch";

/**
 * The key a page sends with each ERP write: one per filled-in form, kept across double clicks and retries, so
 * that every attempt of the same submission is the same intent.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "idempotencyKey must be 16-64 letters, digits, '-' or '_'");

/** JSON with object keys sorted, so equal content always hashes alike whatever order it was built in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export function contentHash(value: unknown): string {
  return createHash("sha256").update(stableJson(value)).digest("hex").slice(0, 32);
}

/**
 * The intent key of one ERP write: the caller's company and ERP environment (Production and Train are different
 * records), then what makes it the same action.
 */
export function erpWriteKey(scope: { companyId: string | null; conn: ErpConnection }, ...parts: string[]): string {
  return [scope.companyId ?? "-", scope.conn.origin, ...parts].join("|");
}
