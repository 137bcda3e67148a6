import { z } from "zod";
import { emailsField, flag, idText, listOf, phonesField, text } from "./common";

export const vendorSchema = z
  .object({
    id: idText,
    name: text,
    nameIndex: text,
    sortBy: text,
    addressLine1: text,
    addressLine2: text,
    city: text,
    state: text,
    postalCode: text,
    countryCode: text,
    isPayTo: flag,
    isShipFrom: flag,
    isFreightVendor: flag,
    isManufacturer: flag,
    payToId: text,
    type: text,
    defaultShipVia: text,
    freight: text,
    defaultTerms: text,
    backOrderDays: text,
    emails: emailsField,
    phones: phonesField,
    homeBranch: text,
    homeTerritory: text,
    shipFromLists: listOf(z.object({ shipFromId: idText }).loose()),
  })
  .loose();
export type Vendor = z.infer<typeof vendorSchema>;

const field = z.string().max(200).optional();

/**
 * The body of POST /Vendors (spec 2 section 3). Only types are checked here: the ERP validates the entity and
 * answers every problem as a list of { field, message }, which the user sees (spec 2 section 8).
 */
export const vendorCreateSchema = z
  .object({
    name: field,
    nameIndex: field,
    sortBy: field,
    addressLine1: field,
    addressLine2: field,
    city: field,
    state: field,
    postalCode: field,
    countryCode: field,
    type: field,
    defaultShipVia: field,
    freight: field,
    defaultTerms: field,
    backOrderDays: z.union([z.string().max(10), z.number().int()]).optional(),
    isPayTo: z.boolean().optional(),
    isShipFrom: z.boolean().optional(),
    isFreightVendor: z.boolean().optional(),
    isManufacturer: z.boolean().optional(),
    payToId: field,
    homeBranch: field,
    homeTerritory: field,
    emails: z
      .array(z.object({ address: z.string().max(200) }).loose())
      .max(20)
      .optional(),
    phones: z
      .array(z.object({ number: z.string().max(40), description: z.string().max(40).optional() }).loose())
      .max(20)
      .optional(),
  })
  .loose();
export type VendorCreate = z.input<typeof vendorCreateSchema>;
