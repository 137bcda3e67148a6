import type { Company } from "@/db/schema";
import type { Customer } from "@/lib/erp/schemas/customer";

/** An address block of the preparation screen, in the shape Shippo and the rates call take. */
export type ShipAddress = {
  name: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
};

/** An address from fields that may be missing: each blank one is "". */
export function shipAddress(fields: { [K in keyof ShipAddress]?: string | null }): ShipAddress {
  const f = (v: string | null | undefined) => v ?? "";
  return {
    name: f(fields.name),
    street1: f(fields.street1),
    street2: f(fields.street2),
    city: f(fields.city),
    state: f(fields.state),
    zip: f(fields.zip),
    phone: f(fields.phone),
    email: f(fields.email),
  };
}

/** A customer record as an address (a branch's entity is read as a customer, INTEGRATIONS 3.12). */
export function customerAddress(c: Customer): ShipAddress {
  const { name, addressLine1: street1, addressLine2: street2, city, state, postalCode: zip } = c;
  return shipAddress({
    name,
    street1,
    street2,
    city,
    state,
    zip,
    phone: c.phones?.[0]?.number,
    email: c.emails?.[0]?.address,
  });
}

/** The configured company's details: the ship-from when no branch address is at hand (spec 2 section 7). */
export function companyAddress(
  c: Pick<Company, "name" | "addressLine1" | "addressLine2" | "city" | "state" | "postalCode" | "phone">,
): ShipAddress {
  return shipAddress({
    name: c.name,
    street1: c.addressLine1,
    street2: c.addressLine2,
    city: c.city,
    state: c.state,
    zip: c.postalCode,
    phone: c.phone,
  });
}
