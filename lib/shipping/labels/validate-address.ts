import type { z } from "zod";
import type { Db } from "@/db/client";
import type { validateAddressSchema } from "./schemas";
import { shippoForCompany } from "../shippo/shippo-client";
import { callShippo } from "../shippo/shippo-errors";
import { usStateCode } from "./us-states";

type AddressToCheck = z.infer<typeof validateAddressSchema>;
const COMPARED = ["street1", "street2", "city", "state", "zip"] as const;

export type AddressValidation = {
  is_valid: boolean;
  messages: { text: string; type: string }[];
  suggested_address: (Omit<AddressToCheck, "country"> & { country: string }) | null;
};

/**
 * Validate Address (spec 2 section 7) through Shippo's address validation. Shippo answers the corrected address
 * in place of the one sent: where a field differs, that address is the suggestion.
 */
export async function validateAddress(db: Db, companyId: string, address: AddressToCheck): Promise<AddressValidation> {
  const shippo = await shippoForCompany(db, companyId);
  const checked = await callShippo(() =>
    shippo.addresses.create({ ...address, name: address.name || "Recipient", validate: true }),
  );
  const results = checked.validationResults;
  const messages = (results?.messages ?? [])
    .map((m) => ({ text: m.text ?? m.code ?? "", type: m.type ?? "address_warning" }))
    .filter((m) => m.text);
  const norm = (v: string | null | undefined) => (v ?? "").trim();
  const changed = COMPARED.some(
    (f) => norm(f === "state" ? (usStateCode(checked.state ?? "") ?? checked.state) : checked[f]) !== norm(address[f]),
  );
  return {
    is_valid: Boolean(results?.isValid),
    messages,
    suggested_address: changed
      ? {
          name: address.name,
          street1: checked.street1 ?? address.street1,
          street2: checked.street2 ?? "",
          city: checked.city ?? address.city,
          // The suggestion goes back into the State picker, which holds codes.
          state: usStateCode(checked.state ?? "") ?? address.state,
          zip: checked.zip ?? address.zip ?? "",
          country: checked.country ?? "US",
        }
      : null,
  };
}
