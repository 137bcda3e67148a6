import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { listProducts } from "@/lib/erp/resources/products";
import type { Product } from "@/lib/erp/schemas/product";
import { productMatches, type ProductMatch } from "./product-matches";

/** Products the ERP finds for a keyword, inactive ones too (an inactive product still holds its UPC). */
export async function searchProducts(conn: ErpConnection, keyword: string): Promise<Product[]> {
  if (!keyword.trim()) return [];
  const answer = await listProducts(conn, { keyword: keyword.trim(), includeInactive: true, pageSize: 100 });
  return answer.results;
}

/** Existing products with this UPC or catalog number: shown before a create, so the user can choose. */
export async function findProductMatches(
  conn: ErpConnection,
  wanted: { upcCode: string; catalogNumber: string },
): Promise<ProductMatch[]> {
  const [byUpc, byCatalog] = await Promise.all([
    searchProducts(conn, wanted.upcCode),
    searchProducts(conn, wanted.catalogNumber),
  ]);
  return productMatches([...byUpc, ...byCatalog], wanted);
}
