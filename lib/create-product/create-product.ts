import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { createProduct } from "@/lib/erp/resources/products";
import type { Product } from "@/lib/erp/schemas/product";
import type { Intent } from "@/db/schema";
import { createOnce, createRecovery } from "@/lib/erp-writes/create-once";
import type { WriteScope } from "@/lib/erp-writes/write-scope";
import { searchProducts } from "./find-matches";
import { isSameProduct } from "./product-matches";
import type { NewProduct } from "./schemas";

/** Products the ERP holds now that are exactly this one (searched by its most selective field). */
async function sameProducts(conn: ErpConnection, product: NewProduct): Promise<Product[]> {
  const keyword = product.upcCode || product.catalogNumber || product.description;
  return (await searchProducts(conn, keyword)).filter((p) => isSameProduct(p, product));
}

/** Creates a product once per form submission: double clicks and retries after a lost answer give one product. */
export function createProductOnce(scope: WriteScope, input: { idempotencyKey: string; product: NewProduct }) {
  const { product } = input;
  return createOnce<Product>(scope, {
    kind: "erp-product",
    idempotencyKey: input.idempotencyKey,
    content: product,
    request: { product },
    findSame: () => sameProducts(scope.conn, product),
    create: () => createProduct(scope.conn, product),
  });
}

/** Check Again: the product an intent's lost attempt made, found from what the intent kept. */
export function productRecovery(conn: ErpConnection) {
  return (intent: Intent) => createRecovery(() => sameProducts(conn, intent.request.product as NewProduct))(intent);
}
