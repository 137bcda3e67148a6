import { erpFetch, type ErpConnection } from "../erp-fetch";
import { erpUserSchema } from "../schemas/user";
import { erpPath } from "./erp-path";
import { parseAnswer } from "./parse-answer";

/** GET /Users/{userName}: the tools upper-case the login's ERP user name (spec 2 section 1). */
export async function getErpUser(conn: ErpConnection, userName: string) {
  const answer = await erpFetch(conn, { method: "GET", path: erpPath("Users", userName.toUpperCase()) });
  return parseAnswer(erpUserSchema, answer, "GET /Users/{userName}");
}
