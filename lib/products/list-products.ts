import { asc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import { toProductDto, type ProductDto } from "./product-dto";

export async function listProducts(db: Db): Promise<ProductDto[]> {
  const rows = await db.select().from(products).orderBy(asc(products.name));
  return rows.map(toProductDto);
}
