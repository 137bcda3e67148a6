import { z } from "zod";
import { ApiError } from "@/lib/errors/api-error";
import { erpFetch, toSearchParams, type ErpConnection } from "../erp-fetch";
import { listEnvelope, oneOrMany, pagingParams, queryBoolean, queryText } from "../schemas/common";
import { pricingItemSchema } from "../schemas/pricing";
import { parseAnswer } from "./parse-answer";
import { MAX_PRICING_PRODUCT_IDS } from "./pricing-limits";

export { MAX_PRICING_PRODUCT_IDS };

const MAX_QUERY_LENGTH = 2000;

const productId = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, "ProductId must be a numeric product id"),
    z.number().int().positive(),
  ])
  .transform(String);

export const productPricingParams = z
  .object({
    CustomerId: queryText,
    ProductId: oneOrMany(productId)
      .refine((ids) => ids.length >= 1, "At least one ProductId is required")
      .refine(
        (ids) => ids.length <= MAX_PRICING_PRODUCT_IDS,
        `At most ${MAX_PRICING_PRODUCT_IDS} ProductIds per call; send them in batches`,
      ),
    ShowCost: queryBoolean.optional(),
    Quantity: z.coerce.number().int().min(1).max(1_000_000).optional(),
    ...pagingParams,
    pageSize: z.coerce.number().int().min(1).max(MAX_PRICING_PRODUCT_IDS).optional(),
  })
  .strict();
export type ProductPricingParams = z.input<typeof productPricingParams>;

/** GET /ProductPricingMassInquiry: the customer's prices (and costs with ShowCost) for up to 100 products. */
export async function listProductPricing(conn: ErpConnection, params: ProductPricingParams) {
  const p = productPricingParams.parse(params);
  // One page holds every product asked for, unless the caller pages on purpose.
  const query = { ...p, pageSize: p.pageSize ?? MAX_PRICING_PRODUCT_IDS };
  if (toSearchParams(query).toString().length > MAX_QUERY_LENGTH) {
    throw new ApiError({
      code: "bad_request",
      message: "Too many products for one pricing call; send fewer ProductIds per batch.",
    });
  }
  const answer = await erpFetch(conn, { method: "GET", path: "/ProductPricingMassInquiry", query });
  return parseAnswer(listEnvelope(pricingItemSchema), answer, "GET /ProductPricingMassInquiry");
}
