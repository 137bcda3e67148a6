import { z } from "zod";
import { text } from "./common";

/** A UserDefined record: a flat object keyed by the file's dictionary names (ERP contract, sim/erp/README.md). */
export const userDefinedRecordSchema = z.object({ id: text, FileName: text }).loose();

/** EDS.PN.XREF: the distributor product id (`id`) and the partner's product id (`HER_PN`). */
export const productCrossReferenceSchema = userDefinedRecordSchema.extend({ "@ID": text, HER_PN: text }).loose();
export type ProductCrossReference = z.infer<typeof productCrossReferenceSchema>;

/** PRINT.REVIEW, keyed `{invoice}.{4-digit generation}`: the dashboard reads STATUS. */
export const printReviewSchema = userDefinedRecordSchema.extend({ STATUS: text }).loose();
export type PrintReview = z.infer<typeof printReviewSchema>;

/** UD.PRICELINE, keyed by price line id: SHORT.CODE names new products. */
export const priceLineCodeSchema = userDefinedRecordSchema.extend({ "SHORT.CODE": text }).loose();
export type PriceLineCode = z.infer<typeof priceLineCodeSchema>;
