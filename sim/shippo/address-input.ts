// Turns an address in a request (an object, or the object_id of a stored one) into a stored Address.
import type { ApiCtx } from "./api-context";
import { isResidentialStreet, validateAddress } from "./address-validation";
import { ShippoError, str } from "./http";
import { pointFor } from "./geo";
import { isoNow, newId } from "./state";
import type { AddressWire } from "./types";

const FIELDS = [
  "name",
  "company",
  "street1",
  "street2",
  "street3",
  "street_no",
  "city",
  "state",
  "zip",
  "country",
  "phone",
  "email",
  "metadata",
] as const;

function complete(a: AddressWire): boolean {
  return Boolean(a.name && a.street1 && a.city && a.zip && a.country && (a.country !== "US" || a.state));
}

export function runValidation(a: AddressWire): AddressWire {
  const outcome = validateAddress(a);
  const fixed: AddressWire = { ...a, ...outcome.address };
  const p = pointFor(fixed.zip, fixed.state);
  const known = outcome.isValid && fixed.country === "US";
  return {
    ...fixed,
    // A valid US address is a residence or a business, as the carriers know it; otherwise as the caller said.
    is_residential: known ? isResidentialStreet(fixed.street1, fixed.street2) : a.is_residential,
    is_complete: outcome.isValid && complete(fixed),
    validation_results: { is_valid: outcome.isValid, messages: outcome.messages },
    latitude: outcome.isValid && p ? Math.round(p.lat * 1e6) / 1e6 : null,
    longitude: outcome.isValid && p ? Math.round(p.lon * 1e6) / 1e6 : null,
    object_updated: isoNow(),
  };
}

/**
 * @param field the request field, for Shippo's field-keyed error body ("" for a top-level address).
 * @returns a stored address (new for objects; the existing one for ids).
 */
export function addressFromInput(ctx: ApiCtx, input: unknown, field: string): AddressWire {
  if (typeof input === "string") {
    const found = ctx.state.addresses.get(input);
    if (!found || found.account !== ctx.caller.account) {
      throw new ShippoError(400, { [field]: [`Address with object_id ${input} does not exist.`] });
    }
    return found.wire;
  }
  if (!input || typeof input !== "object" || Array.isArray(input)) {
    throw new ShippoError(400, { [field]: ["This field is required."] });
  }
  const raw = input as Record<string, unknown>;
  const country = str(raw.country)?.trim();
  if (!country) {
    const missing = { country: ["This field is required."] };
    throw new ShippoError(400, field ? { [field]: missing } : missing);
  }
  const now = isoNow();
  const values = Object.fromEntries(FIELDS.map((f) => [f, str(raw[f]) ?? ""])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  let wire: AddressWire = {
    object_id: newId(),
    object_created: now,
    object_updated: now,
    object_owner: ctx.caller.owner,
    ...values,
    country: country.length === 2 ? country.toUpperCase() : country,
    is_residential: typeof raw.is_residential === "boolean" ? raw.is_residential : null,
    is_complete: false,
    test: ctx.caller.test,
    validation_results: {},
  };
  wire.is_complete = complete(wire);
  if (raw.validate === true || raw.validate === "true") wire = runValidation(wire);
  ctx.state.addresses.set(wire.object_id, { account: ctx.caller.account, wire });
  return wire;
}
