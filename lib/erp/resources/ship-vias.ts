import { z } from "zod";
import { erpFetch, type ErpConnection } from "../erp-fetch";
import { keywordParams, listEnvelope } from "../schemas/common";
import { shipViaSchema } from "../schemas/ship-via";
import { parseAnswer } from "./parse-answer";

export const listShipViasParams = z.object(keywordParams).strict();
export type ListShipViasParams = z.input<typeof listShipViasParams>;

export async function listShipVias(conn: ErpConnection, params: ListShipViasParams) {
  const query = listShipViasParams.parse(params);
  return parseAnswer(
    listEnvelope(shipViaSchema),
    await erpFetch(conn, { method: "GET", path: "/ShipVias", query }),
    "GET /ShipVias",
  );
}
