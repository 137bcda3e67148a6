import { z } from "zod";
import { ApiError } from "@/lib/errors/api-error";
import { NOT_FOUND_IN_ERP } from "../answer-codes";
import { erpFetch, type ErpConnection } from "../erp-fetch";
import { queryText } from "../schemas/common";
import { priceLineCodeSchema, printReviewSchema, productCrossReferenceSchema } from "../schemas/user-defined";
import { erpPath } from "./erp-path";
import { parseAnswer } from "./parse-answer";

/** The UserDefined files spec 2 reads, and nothing else. */
export const USER_DEFINED_FILES = {
  productCrossReference: "EDS.PN.XREF",
  printReview: "PRINT.REVIEW",
  priceLineCode: "UD.PRICELINE",
} as const;
type UserDefinedFile = (typeof USER_DEFINED_FILES)[keyof typeof USER_DEFINED_FILES];

/** The record key; PRINT.REVIEW's is `{invoice}.{4-digit generation}` (S1000002.0001). */
export const userDefinedParams = z.object({ id: queryText }).strict();
export type UserDefinedParams = z.input<typeof userDefinedParams>;

async function getRecord<T extends z.ZodType>(
  conn: ErpConnection,
  file: UserDefinedFile,
  schema: T,
  params: UserDefinedParams,
) {
  const query = userDefinedParams.parse(params);
  const answer = await erpFetch(conn, { method: "GET", path: erpPath("UserDefined", file), query });
  return parseAnswer(schema, answer, `GET /UserDefined/${file}`);
}

/** EDS.PN.XREF: the partner product id (HER_PN) of a distributor product id (Test Page). */
export function getProductCrossReference(conn: ErpConnection, params: UserDefinedParams) {
  return getRecord(conn, USER_DEFINED_FILES.productCrossReference, productCrossReferenceSchema, params);
}

/** PRINT.REVIEW: an invoice's review STATUS (Shipment Dashboard). */
export function getPrintReview(conn: ErpConnection, params: UserDefinedParams) {
  return getRecord(conn, USER_DEFINED_FILES.printReview, printReviewSchema, params);
}

/** UD.PRICELINE: a price line's SHORT.CODE (Create New Product). */
export function getPriceLineCode(conn: ErpConnection, params: UserDefinedParams) {
  return getRecord(conn, USER_DEFINED_FILES.priceLineCode, priceLineCodeSchema, params);
}

/** A missing UserDefined record (the ERP's 400 'were not found', CLARIFICATIONS 9): "no record", not a failure. */
export function isMissingUserDefinedRecord(err: unknown): boolean {
  return err instanceof ApiError && err.clientCode === NOT_FOUND_IN_ERP;
}
