import { z } from "zod";
import { ERP_ID_MESSAGE, isErpId } from "../erp-id";

/** Query flags arrive as JSON booleans, or as text when they were embedded in a URL. */
export const queryBoolean = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);

export const pagingParams = {
  startIndex: z.coerce.number().int().min(0).optional(),
  pageSize: z.coerce.number().int().min(1).max(1000).optional(),
  includeTotalItems: queryBoolean.optional(),
};

export const keywordParams = { keyword: z.string().max(200).optional(), ...pagingParams };

/** A plain text filter value (branch, ship-to, UserDefined key): short, no control characters. */
export const queryText = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[^\u0000-\u001f]*$/, "Control characters are not allowed");

/** Repeated query params (`ProductId=1&ProductId=2`) arrive as an array, a single one as a string. */
export function oneOrMany<T extends z.ZodType>(item: T) {
  return z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);
}

function buildListEnvelope<T extends z.ZodType>(item: T) {
  return z
    .object({
      metadata: z
        .object({ startIndex: z.number().nullish(), pageSize: z.number().nullish(), totalItems: z.number().nullish() })
        .partial()
        .loose()
        .nullish(),
      results: z.array(item),
    })
    .loose();
}

// Building a zod schema costs ~10x more than using one: keep one envelope per item schema (pricing calls it per batch).
const envelopes = new WeakMap<z.ZodType, ReturnType<typeof buildListEnvelope>>();

/** ERP list envelope (ERP contract, sim/erp/README.md). */
export function listEnvelope<T extends z.ZodType>(item: T): ReturnType<typeof buildListEnvelope<T>> {
  let envelope = envelopes.get(item);
  if (!envelope) {
    envelope = buildListEnvelope(item);
    envelopes.set(item, envelope);
  }
  return envelope as ReturnType<typeof buildListEnvelope<T>>;
}

/** An ERP record id inside a path (`isErpId`: the one rule, shared with `erpPath`, which runs in the browser too). */
export const erpId = z.string().refine(isErpId, ERP_ID_MESSAGE);

/** Ids come as text on most resources and as numbers on products; we hand them on as text. */
export const idText = z.union([z.string(), z.number()]).transform(String);

/** Free text fields an installation may send as a number, or leave out. */
export const text = z.union([z.string(), z.number()]).transform(String).nullish();

/**
 * Money is `{ value }` on the ERP (ERP contract, sim/erp/README.md); an installation that sends a bare number (or numeric text)
 * is read into the same shape, so callers always read `.value`.
 */
export const money = z
  .union([
    z.object({ value: z.coerce.number().nullish() }).loose(),
    z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform((v) => ({ value: Number(v) })),
  ])
  .nullish();

export const emailsField = z.array(z.object({ address: z.string().nullish() }).loose()).nullish();
export const phonesField = z
  .array(z.object({ number: z.string().nullish(), description: z.string().nullish() }).loose())
  .nullish();

/** A branch reference: VB met both `"TNNA"` and `{ branchId: "TNNA" }` (ERP contract, sim/erp/README.md); we read both as objects. */
export const branchRef = z.union([
  z.string().transform((branchId) => ({ branchId })),
  z.object({ branchId: z.union([z.string(), z.number()]).transform(String) }).loose(),
]);

/** A list the ERP may leave out or send as null: read as empty. */
export function listOf<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);
}

/** Product ids are numbers, most others text: passed on as the ERP sent them. */
export const anyId = z.union([z.number(), z.string()]);

/** Flags read defensively: a boolean, or absent. */
export const flag = z.boolean().nullish();
