import { z } from "zod";
import { erpFetch, type ErpConnection } from "../erp-fetch";
import { keywordParams, listEnvelope } from "../schemas/common";
import { customerSchema } from "../schemas/customer";
import { erpPath } from "./erp-path";
import { parseAnswer } from "./parse-answer";

export const listCustomersParams = z.object(keywordParams).strict();
export type ListCustomersParams = z.input<typeof listCustomersParams>;

export async function listCustomers(conn: ErpConnection, params: ListCustomersParams) {
  const query = listCustomersParams.parse(params);
  return parseAnswer(
    listEnvelope(customerSchema),
    await erpFetch(conn, { method: "GET", path: "/Customers", query }),
    "GET /Customers",
  );
}

/** One customer; also a branch's address, at `GET /Customers/{branchEntityId}`. */
export async function getCustomer(conn: ErpConnection, id: string) {
  return parseAnswer(
    customerSchema,
    await erpFetch(conn, { method: "GET", path: erpPath("Customers", id) }),
    "GET /Customers/{id}",
  );
}
