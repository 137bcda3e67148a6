import { z } from "zod";
import { erpFetch, type ErpConnection } from "../erp-fetch";
import { keywordParams, listEnvelope, queryBoolean } from "../schemas/common";
import { productCreateSchema, productSchema, type ProductCreate } from "../schemas/product";
import { erpPath } from "./erp-path";
import { parseAnswer } from "./parse-answer";

/** Product search (spec 2: keyword, includeInactive=false, pageSize=50). */
export const listProductsParams = z.object({ ...keywordParams, includeInactive: queryBoolean.optional() }).strict();
export type ListProductsParams = z.input<typeof listProductsParams>;

export async function listProducts(conn: ErpConnection, params: ListProductsParams) {
  const query = listProductsParams.parse(params);
  return parseAnswer(
    listEnvelope(productSchema),
    await erpFetch(conn, { method: "GET", path: "/Products", query }),
    "GET /Products",
  );
}

export async function getProduct(conn: ErpConnection, id: string | number) {
  return parseAnswer(
    productSchema,
    await erpFetch(conn, { method: "GET", path: erpPath("Products", id) }),
    "GET /Products/{id}",
  );
}

/** Create New Product: the ERP answers the new product, or 400 with a list of field errors. */
export async function createProduct(conn: ErpConnection, product: ProductCreate) {
  const body = productCreateSchema.parse(product);
  return parseAnswer(
    productSchema.nullable(),
    await erpFetch(conn, { method: "POST", path: "/Products", body }),
    "POST /Products",
  );
}
