import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies, products, type Company } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { findInvalidProducts, invalidProductsMessage } from "./invalid-products";
import type { UserBody } from "./schemas";

/** The user's company and products must exist (422 otherwise). Answers the company for the log. */
export async function checkUserReferences(db: Db, body: UserBody): Promise<Company | null> {
  if (body.products.length) {
    const known = await db.select({ id: products.id }).from(products).where(inArray(products.id, body.products));
    const invalid = findInvalidProducts(
      body.products,
      known.map((p) => p.id),
    );
    if (invalid.length) throw new ApiError({ code: "unprocessable", message: invalidProductsMessage(invalid) });
  }
  if (!body.companyId) return null;
  const company = z.uuid().safeParse(body.companyId).success
    ? await db.query.companies.findFirst({ where: eq(companies.id, body.companyId) })
    : undefined;
  if (!company) throw new ApiError({ code: "unprocessable", message: "Company not found." });
  return company;
}
