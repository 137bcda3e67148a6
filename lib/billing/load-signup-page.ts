import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products, users } from "@/db/schema";
import type { Claims } from "@/lib/auth/claims";

/** The signup page's product and whether the user already owns it (read fresh, not from the session's claims). */
export async function loadSignupPage(db: Db, params: { claims: Claims; productId: string }) {
  const [product, user] = await Promise.all([
    db.query.products.findFirst({ where: eq(products.id, params.productId) }),
    db.query.users.findFirst({ where: eq(users.id, params.claims.userId), columns: { products: true } }),
  ]);
  if (!product) return null;
  return {
    product: { id: product.id, name: product.name, description: product.description, features: product.features },
    owned: Boolean(user?.products.includes(product.id)),
  };
}
