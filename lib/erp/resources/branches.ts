import { z } from "zod";
import { erpFetch, type ErpConnection } from "../erp-fetch";
import { keywordParams, listEnvelope } from "../schemas/common";
import { branchSchema } from "../schemas/branch";
import { erpPath } from "./erp-path";
import { parseAnswer } from "./parse-answer";

export async function getBranch(conn: ErpConnection, id: string) {
  return parseAnswer(
    branchSchema,
    await erpFetch(conn, { method: "GET", path: erpPath("Branches", id) }),
    "GET /Branches/{id}",
  );
}

export const listBranchesParams = z.object(keywordParams).strict();

/** Every branch in one call (Price Line Access names the branches of the territories); server side only. */
export async function listBranches(conn: ErpConnection, params: z.input<typeof listBranchesParams>) {
  const query = listBranchesParams.parse(params);
  return parseAnswer(
    listEnvelope(branchSchema),
    await erpFetch(conn, { method: "GET", path: "/Branches", query }),
    "GET /Branches",
  );
}
