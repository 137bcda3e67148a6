import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getProduct } from "@/lib/erp/resources/products";
import { logger } from "@/lib/logger";
import { cachedReference } from "../desk/reference-cache";

export type FreightProduct = { productId: string; description: string | null; category: string | null };

/** The company's freight product with its description and category (shown read-only on the preparation screen). */
export async function getFreightProduct(
  conn: ErpConnection,
  productId: string | null | undefined,
): Promise<FreightProduct | null> {
  if (!productId) return null;
  try {
    const p = await cachedReference(`${conn.origin}:product:${productId}`, () => getProduct(conn, productId));
    return { productId, description: p.description ?? null, category: p.category ?? null };
  } catch (err) {
    logger.warn({ productId, err: String(err) }, "freight product not read");
    return { productId, description: null, category: null };
  }
}
