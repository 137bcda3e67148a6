import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getPrintReview, isMissingUserDefinedRecord } from "@/lib/erp/resources/user-defined";

/** PRINT.REVIEW's STATUS under its key (`S1000002.0001`); "" when the invoice has no record (spec 2 section 8). */
export async function readPrintReviewStatus(conn: ErpConnection, key: string): Promise<string> {
  try {
    return (await getPrintReview(conn, { id: key })).STATUS ?? "";
  } catch (err) {
    if (isMissingUserDefinedRecord(err)) return "";
    throw err;
  }
}
