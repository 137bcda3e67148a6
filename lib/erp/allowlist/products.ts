import { createProduct, getProduct, listProducts, listProductsParams } from "../resources/products";
import { productCreateSchema } from "../schemas/product";
import { none } from "./none";
import { allow } from "./types";

/** Product search, one product (the freight product) and Create New Product. */
export const productCalls = [
  allow({ method: "GET", path: "/Products", params: listProductsParams, run: (c, a) => listProducts(c, a.params) }),
  allow({ method: "GET", path: "/Products/{id}", params: none, run: (c, a) => getProduct(c, a.path.id) }),
  allow({
    method: "POST",
    path: "/Products",
    params: none,
    body: productCreateSchema,
    run: (c, a) => createProduct(c, a.body),
  }),
];
