import { inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { MENU_PRODUCTS } from "@/lib/menus/menu-options";
import { findInvalidProducts, invalidProductsMessage } from "@/lib/users/invalid-products";

/** A company owns menu products (e54, eclipse) and catalog products (ship54 …); anything else is refused (422). */
export async function checkCompanyProducts(db: Db, chosen: string[]) {
  const catalog = chosen.length
    ? await db.select({ id: products.id }).from(products).where(inArray(products.id, chosen))
    : [];
  const invalid = findInvalidProducts(chosen, [...MENU_PRODUCTS, ...catalog.map((p) => p.id)]);
  if (invalid.length) throw new ApiError({ code: "unprocessable", message: invalidProductsMessage(invalid) });
}
