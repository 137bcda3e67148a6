import { z } from "zod";

/** Query flags arrive as JSON booleans, or as text when they were embedded in a URL. */
export const queryBoolean = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);

export const pagingParams = {
  startIndex: z.coerce.number().int().min(0).optional(),
  pageSize: z.coerce.number().int().min(1).max(1000).optional(),
  includeTotalItems: queryBoolean.optional(),
};

export const keywordParams = { keyword: z.string().max(200).optional(), ...pagingParams };

/** ERP list envelope (INTEGRATIONS 3.3). */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    metadata: z
      .object({ startIndex: z.number().nullish(), pageSize: z.number().nullish(), totalItems: z.number().nullish() })
      .partial()
      .optional(),
    results: z.array(item),
  });
}

/** An ERP record id inside a path: digits, letters and the few separators ERP ids use. */
export const erpId = z.string().regex(/^[A-Za-z0-9._\-]{1,64}$/, "Not a valid ERP id");
