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

/** Validate Address (spec 2 section 7): Shippo's answer as the Manual Ship screen shows it. */
export async function validateAddress(db: Db, companyId: string, address: AddressToCheck): Promise<AddressValidation> {
  return (await checkAddress(db, companyId, address)).validation;
}

/**
 * Shippo's address validation. Shippo answers the corrected address in place of the one sent: where a field differs,
 * that address is the suggestion. It also says whether the address is a residence (null when it does not).
 * `timeoutMs` bounds this one call (the desk's check as an order opens must not wait long).
 */
export async function checkAddress(
  db: Db,
  companyId: string,
  address: AddressToCheck,
  options: { timeoutMs?: number } = {},
): Promise<{ validation: AddressValidation; residential: boolean | null }> {
  const shippo = await shippoForCompany(db, companyId, options.timeoutMs);
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
  const validation: AddressValidation = {
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
  return { validation, residential: typeof checked.isResidential === "boolean" ? checked.isResidential : null };
}
