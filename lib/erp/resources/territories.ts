import { erpFetch, type ErpConnection } from "../erp-fetch";
import { territorySchema, type Territory } from "../schemas/territory";
import { erpPath } from "./erp-path";
import { parseAnswer } from "./parse-answer";

export async function getTerritory(conn: ErpConnection, id: string) {
  return parseAnswer(
    territorySchema,
    await erpFetch(conn, { method: "GET", path: erpPath("Territories", id) }),
    "GET /Territories/{id}",
  );
}

/** A territory's branch ids, from `branchList` or, failing that, `branches`. */
export function territoryBranchIds(territory: Territory): string[] {
  return (territory.branchList ?? territory.branches ?? []).map((b) => (typeof b === "string" ? b : b.branchId));
}
