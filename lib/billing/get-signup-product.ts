import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";

/** Our product record: the only source of what a subscription sells and at what price (CLARIFICATIONS 32). */
export async function getSignupProductOrThrow(db: Db, productId: string) {
  const product = await db.query.products.findFirst({ where: eq(products.id, productId) });
  if (!product) throw new ApiError({ code: "not_found", message: "Product not found" });
  return product;
}
