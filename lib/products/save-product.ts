import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products, type NewProduct } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { toProductDto, type ProductDto } from "./product-dto";
import type { ProductBody, ProductUpdate } from "./schemas";

/** Product create stores every field (CLARIFICATIONS 41); an empty role list means "no restriction". */
function toColumns(body: ProductUpdate): Omit<NewProduct, "id"> {
  return {
    name: body.name,
    description: body.description,
    longDescription: body.longDescription,
    stripeProductId: body.stripeProductId,
    features: body.features,
    roles: body.roles?.length ? body.roles : null,
  };
}

export async function createProduct(db: Db, body: ProductBody): Promise<ProductDto> {
  const [row] = await db
    .insert(products)
    .values({ id: body._id, ...toColumns(body) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError({ code: "conflict", message: `A product with ID ${body._id} already exists.` });
  return toProductDto(row);
}

export async function updateProduct(db: Db, params: { id: string; body: ProductUpdate }): Promise<ProductDto> {
  const [row] = await db.update(products).set(toColumns(params.body)).where(eq(products.id, params.id)).returning();
  if (!row) throw new ApiError({ code: "not_found", message: "Product not found." });
  return toProductDto(row);
}
