import { erpFetch, type ErpConnection } from "../erp-fetch";
import { branchSchema } from "../schemas/branch";
import { erpPath } from "./erp-path";
import { parseAnswer } from "./parse-answer";

export async function getBranch(conn: ErpConnection, id: string) {
  return parseAnswer(branchSchema, await erpFetch(conn, { method: "GET", path: erpPath("Branches", id) }), "GET /Branches/{id}");
}
