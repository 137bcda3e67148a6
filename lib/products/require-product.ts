import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import type { Claims } from "@/lib/auth/claims";
import { ApiError } from "@/lib/errors/api-error";
import { mayUseProduct, noProductMessage, productName, type ProductAccess } from "./product-access-rule";

/** What the rule needs of this user: their own products from the claims, their company's from the database. */
export async function readProductAccess(db: Db, claims: Claims): Promise<ProductAccess> {
  if (claims.userType === "admin") return { admin: true, userProducts: [], companyProducts: [] };
  const own = claims.companyId?._id;
  const company = own
    ? await db.query.companies.findFirst({ where: eq(companies.id, own), columns: { products: true } })
    : undefined;
  return { admin: false, userProducts: claims.products, companyProducts: company?.products ?? [] };
}

/** A route's or a page's check: 403 with the message above unless the user may use the product. */
export async function requireProduct(db: Db, claims: Claims, product: string): Promise<void> {
  if (mayUseProduct(await readProductAccess(db, claims), product)) return;
  throw new ApiError({ code: "forbidden", message: noProductMessage(productName(product)) });
}

/** A page's check, before it reads anything: false shows the page's refusal panel instead. */
export async function hasProduct(db: Db, claims: Claims, product: string): Promise<boolean> {
  return mayUseProduct(await readProductAccess(db, claims), product);
}
