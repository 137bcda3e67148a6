import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, products, users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";

/**
 * Delete a product and take it out of every user's and company's product list, so nothing points at it
 * afterwards. Run inside a transaction: all of it or none.
 */
export async function deleteProduct(db: Db, params: { id: string }) {
  const [row] = await db
    .delete(products)
    .where(eq(products.id, params.id))
    .returning({ id: products.id, name: products.name });
  if (!row) throw new ApiError({ code: "not_found", message: "Product not found." });
  const owns = (column: typeof users.products | typeof companies.products) =>
    sql`${column} @> jsonb_build_array(${params.id}::text)`;
  await db
    .update(users)
    .set({ products: sql`${users.products} - ${params.id}::text`, updatedAt: new Date() })
    .where(owns(users.products));
  await db
    .update(companies)
    .set({ products: sql`${companies.products} - ${params.id}::text`, updatedAt: new Date() })
    .where(owns(companies.products));
  return row;
}
