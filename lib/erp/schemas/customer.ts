import { z } from "zod";
import { emailsField, idText, phonesField, text } from "./common";

/** The fields spec 2 shows on the customer card; the rest of the record is kept as it came. */
export const customerSchema = z
  .object({
    id: idText,
    name: text,
    nameIndex: text,
    addressLine1: text,
    addressLine2: text,
    city: text,
    state: text,
    postalCode: text,
    country: text,
    countryCode: text,
    phones: phonesField,
    emails: emailsField,
    billToId: text,
    shipToLists: z.array(z.object({ shipToId: idText }).loose()).nullish(),
    updateKey: text,
  })
  .loose();
export type Customer = z.infer<typeof customerSchema>;
