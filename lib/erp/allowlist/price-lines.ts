import { getPriceLine, listPriceLines, listPriceLinesParams, updatePriceLine } from "../resources/price-lines";
import { priceLineUpdateSchema } from "../schemas/price-line";
import { none } from "./none";
import { allow } from "./types";

/** Price Line Access (search, read, save) and the price-line pickers of Create New Product and Add Vendors. */
export const priceLineCalls = [
  allow({
    method: "GET",
    path: "/PriceLines",
    params: listPriceLinesParams,
    run: (c, a) => listPriceLines(c, a.params),
  }),
  allow({ method: "GET", path: "/PriceLines/{id}", params: none, run: (c, a) => getPriceLine(c, a.path.id) }),
  allow({
    method: "PUT",
    path: "/PriceLines/{id}",
    params: none,
    body: priceLineUpdateSchema,
    run: (c, a) => updatePriceLine(c, a.path.id, a.body),
  }),
];
