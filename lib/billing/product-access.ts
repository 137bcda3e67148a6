import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";

const uuid = z.uuid();

/**
 * Adds a product to a user's products (CLARIFICATIONS 33). One conditional statement, so two deliveries at once
 * cannot add it twice or lose another change. True when this call added it.
 */
export async function grantProduct(db: Db, params: { userId: string; productId: string }): Promise<boolean> {
  if (!uuid.safeParse(params.userId).success) return false;
  const rows = await db
    .update(users)
    .set({ products: sql`${users.products} || jsonb_build_array(${params.productId}::text)`, updatedAt: sql`now()` })
    .where(
      and(eq(users.id, params.userId), sql`not (${users.products} @> jsonb_build_array(${params.productId}::text))`),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Takes a product away (a cancelled subscription). True when this call removed it. */
export async function revokeProduct(db: Db, params: { userId: string; productId: string }): Promise<boolean> {
  if (!uuid.safeParse(params.userId).success) return false;
  const rows = await db
    .update(users)
    .set({
      products: sql`coalesce((select jsonb_agg(p) from jsonb_array_elements(${users.products}) as p where p <> to_jsonb(${params.productId}::text)), '[]'::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, params.userId), sql`${users.products} @> jsonb_build_array(${params.productId}::text)`))
    .returning({ id: users.id });
  return rows.length > 0;
}
