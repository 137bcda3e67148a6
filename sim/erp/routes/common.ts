// Helpers the resource routes share: lookups that 404, optimistic concurrency, field merging.
import { ErpError, badRequest, isRecord } from "../http";
import { collect, keywordFilter, pageOf } from "../paging";
import type { Ctx, Router } from "../router";
import type { Table } from "../table";
import { nextUpdateKey } from "../table";

export function found<T>(table: Table<T>, id: string, label: string): T {
  const r = table.get(id);
  if (r === undefined) throw new ErpError(404, `${label} ${id} was not found`);
  return r;
}

export type FieldError = { field: string; message: string };

/** Validation failures answer 400 with every problem listed as `errors: [{ field, message }]`. */
export function refuse(errors: FieldError[], message = errors.map((e) => `${e.field}: ${e.message}`).join("; ")) {
  if (errors.length) throw badRequest(message, { errors });
}

export const CONFLICT_MESSAGE = "Record has been changed by another user";

/** Full-record PUTs carry the updateKey from the GET; a missing or stale one is refused. */
export function checkUpdateKey(current: { updateKey: string }, body: Record<string, unknown>) {
  if (typeof body.updateKey !== "string" || body.updateKey !== current.updateKey)
    throw new ErpError(409, CONFLICT_MESSAGE);
}

export function bumped<T extends { updateKey: string }>(record: T): T {
  return { ...record, updateKey: nextUpdateKey(record.updateKey) };
}

type Check = (v: unknown) => boolean;
const isStr: Check = (v) => typeof v === "string";
const arrayOf =
  (keys: Record<string, Check>, required: string[]): Check =>
  (v) =>
    Array.isArray(v) &&
    v.every(
      (e) =>
        isRecord(e) &&
        required.every((k) => k in e) &&
        Object.entries(keys).every(([k, c]) => e[k] === undefined || e[k] === null || c(e[k])),
    );

/** Shapes of the nested lists clients send back on PUT/POST. */
export const NESTED: Record<string, Check> = {
  emails: arrayOf({ address: isStr }, ["address"]),
  phones: arrayOf({ number: isStr, description: isStr }, ["number"]),
  classifications: arrayOf({ classification: isStr }, ["classification"]),
  entities: arrayOf({ entityId: isStr }, ["entityId"]),
  shipToLists: arrayOf({ shipToId: isStr }, ["shipToId"]),
  shipFromLists: arrayOf({ shipFromId: isStr }, ["shipFromId"]),
};

/**
 * Copies the fields of `body` that the record already has, when their type matches; `id` and `updateKey`
 * never change. A wrong type is a 400 naming the field (as Eclipse's model binding would).
 */
export function mergeFields<T extends object>(current: T, body: Record<string, unknown>, skip: string[] = []): T {
  const out: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  for (const [k, v] of Object.entries(body)) {
    if (k === "id" || k === "updateKey" || skip.includes(k) || !(k in current)) continue;
    const was = (current as Record<string, unknown>)[k];
    if (v === null && typeof was === "string") {
      out[k] = "";
      continue;
    }
    const ok = NESTED[k]
      ? NESTED[k](v)
      : Array.isArray(was)
        ? Array.isArray(v)
        : isRecord(was)
          ? isRecord(v)
          : typeof v === typeof was;
    if (!ok)
      throw badRequest(`The value for '${k}' is not valid.`, { errors: [{ field: k, message: "Invalid value" }] });
    out[k] = v;
  }
  return out as T;
}

/** GET list + GET one for a keyword-searchable resource. */
export function listAndGet<T extends object>(
  router: Router,
  path: string,
  label: string,
  table: (ctx: Ctx) => Table<T>,
  text: (r: T) => string,
  filter?: (ctx: Ctx) => (r: T) => boolean,
) {
  router.get(path, (ctx) => {
    const match = keywordFilter(ctx.query.get("keyword"), text);
    const ids = ctx.query.all("id").map((s) => s.toUpperCase());
    const byId = ids.length ? (r: T) => ids.includes(String((r as { id: unknown }).id).toUpperCase()) : () => true;
    return pageOf(collect(table(ctx).values(), match, byId, filter ? filter(ctx) : () => true), ctx.query);
  });
  router.get(`${path}/:id`, (ctx) => found(table(ctx), ctx.params.id, label));
}
