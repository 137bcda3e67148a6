import { z } from "zod";
import { erpFetch, type ErpConnection } from "../erp-fetch";
import { keywordParams, listEnvelope } from "../schemas/common";
import { termsSchema } from "../schemas/terms";
import { parseAnswer } from "./parse-answer";

export const listTermsParams = z.object(keywordParams).strict();
export type ListTermsParams = z.input<typeof listTermsParams>;

/** GET /Termslist, spelled as the portal has always spelled it (ERP contract, sim/erp/README.md). */
export async function listTerms(conn: ErpConnection, params: ListTermsParams) {
  const query = listTermsParams.parse(params);
  return parseAnswer(
    listEnvelope(termsSchema),
    await erpFetch(conn, { method: "GET", path: "/Termslist", query }),
    "GET /Termslist",
  );
}
