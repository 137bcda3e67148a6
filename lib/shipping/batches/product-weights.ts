import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getProduct } from "@/lib/erp/resources/products";
import { ApiError } from "@/lib/errors/api-error";
import { productWeightOf } from "./invoice-weight";

/**
 * The ERP products' weights for one review (`GET /Products/{id}`, the read the desk already makes for the freight
 * product): each product read once however many invoices name it. A product the ERP does not have has no weight;
 * any other failure is the invoice's (its row says the rates could not be read).
 */
export function productWeights(conn: ErpConnection) {
  const reads = new Map<string, Promise<number | null>>();
  const read = async (id: string) => {
    try {
      return productWeightOf((await getProduct(conn, id)).weight);
    } catch (err) {
      if (err instanceof ApiError && err.code === "not_found") return null;
      throw err;
    }
  };
  /** The weights of these products, keyed by product id. */
  return async function weightsOf(ids: readonly string[]): Promise<Map<string, number | null>> {
    for (const id of ids) if (!reads.has(id)) reads.set(id, read(id));
    return new Map(await Promise.all(ids.map(async (id) => [id, await reads.get(id)!] as const)));
  };
}
