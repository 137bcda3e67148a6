import { z } from "zod";
import { erpFetch, type ErpConnection } from "../erp-fetch";
import { keywordParams, listEnvelope } from "../schemas/common";
import { priceLineSchema, priceLineUpdateSchema, type PriceLineUpdate } from "../schemas/price-line";
import { erpPath } from "./erp-path";
import { parseAnswer } from "./parse-answer";

export const listPriceLinesParams = z.object(keywordParams).strict();
export type ListPriceLinesParams = z.input<typeof listPriceLinesParams>;

export async function listPriceLines(conn: ErpConnection, params: ListPriceLinesParams) {
  const query = listPriceLinesParams.parse(params);
  return parseAnswer(
    listEnvelope(priceLineSchema),
    await erpFetch(conn, { method: "GET", path: "/PriceLines", query }),
    "GET /PriceLines",
  );
}

export async function getPriceLine(conn: ErpConnection, id: string) {
  return parseAnswer(
    priceLineSchema,
    await erpFetch(conn, { method: "GET", path: erpPath("PriceLines", id) }),
    "GET /PriceLines/{id}",
  );
}

/** The whole price line back with its updateKey; a stale key is the ERP's 409, more than 20 bases its 400. */
export async function updatePriceLine(conn: ErpConnection, id: string, priceLine: PriceLineUpdate) {
  const body = priceLineUpdateSchema.parse(priceLine);
  return parseAnswer(
    priceLineSchema.nullable(),
    await erpFetch(conn, { method: "PUT", path: erpPath("PriceLines", id), body }),
    "PUT /PriceLines/{id}",
  );
}
