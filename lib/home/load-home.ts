import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import type { Claims } from "@/lib/auth/claims";
import { portOptionLabel } from "@/lib/erp/environments";
import { logger } from "@/lib/logger";
import { listProducts } from "@/lib/products/list-products";
import type { ProductDto } from "@/lib/products/product-dto";

/** Spec 1 section 4: when products cannot be loaded, the user's own codes stand in, capitalised, with no description. */
export function fallbackProducts(codes: string[]): ProductDto[] {
  return codes.map((code) => ({
    _id: code,
    name: code.charAt(0).toUpperCase() + code.slice(1),
    description: "",
    longDescription: "",
    features: [],
    stripeProductId: null,
    roles: undefined,
  }));
}

export function splitProducts(all: ProductDto[], owned: string[]) {
  return {
    authorized: all.filter((p) => owned.includes(p._id)),
    available: all.filter((p) => !owned.includes(p._id)),
  };
}

export async function loadHome(db: Db, user: Claims) {
  const company = user.companyId
    ? await db.query.companies.findFirst({
        where: eq(companies.id, user.companyId._id),
        columns: { name: true, apiPorts: true },
      })
    : undefined;
  let products: { authorized: ProductDto[]; available: ProductDto[] };
  try {
    products = splitProducts(await listProducts(db), user.products);
  } catch (err) {
    logger.warn({ err: String(err) }, "product load failed; using the user's own product codes");
    products = { authorized: fallbackProducts(user.products), available: [] };
  }
  const ports = company?.apiPorts ?? [];
  return {
    ...products,
    portOptions: ports.map((p) => ({ value: p, label: portOptionLabel(p, company?.name) })),
  };
}
