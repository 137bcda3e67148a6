import { z } from "zod";
import { erpFetch, type ErpConnection } from "../erp-fetch";
import { keywordParams, listEnvelope } from "../schemas/common";
import { vendorCreateSchema, vendorSchema, type VendorCreate } from "../schemas/vendor";
import { erpPath } from "./erp-path";
import { parseAnswer } from "./parse-answer";

export const listVendorsParams = z.object(keywordParams).strict();
export type ListVendorsParams = z.input<typeof listVendorsParams>;

export async function listVendors(conn: ErpConnection, params: ListVendorsParams) {
  const query = listVendorsParams.parse(params);
  return parseAnswer(
    listEnvelope(vendorSchema),
    await erpFetch(conn, { method: "GET", path: "/Vendors", query }),
    "GET /Vendors",
  );
}

export async function getVendor(conn: ErpConnection, id: string) {
  return parseAnswer(
    vendorSchema,
    await erpFetch(conn, { method: "GET", path: erpPath("Vendors", id) }),
    "GET /Vendors/{id}",
  );
}

/** Creates a pay-to or ship-from vendor. Bad input is the ERP's 400 with `details: [{ field, message }]`. */
export async function createVendor(conn: ErpConnection, vendor: VendorCreate) {
  const body = vendorCreateSchema.parse(vendor);
  return parseAnswer(
    vendorSchema.nullable(),
    await erpFetch(conn, { method: "POST", path: "/Vendors", body }),
    "POST /Vendors",
  );
}
