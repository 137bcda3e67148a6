// Address validation rules: deterministic, so tests can ask for a valid, an invalid or a correctable address.
import { stateByAnyName, stateByCode, stateForZip } from "./geo";
import type { ValidationMessage } from "./types";

export interface AddressFields {
  name: string;
  company: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface ValidationOutcome {
  isValid: boolean;
  messages: ValidationMessage[];
  /** The address as the validator would store it (corrected when it could be). */
  address: AddressFields;
}

const SOURCE = "Shippo Address Validator";

/**
 * How the stand-in tells a residence from a business (Shippo asks the carriers): a street of a residential type
 * (Lane, Court, Circle, Trail, Terrace, Cove) or an apartment, unit or lot number is a residence; any other street a
 * business.
 */
const RESIDENTIAL = /\b(ln|lane|ct|court|cir|circle|trl|trail|ter|terrace|cv|cove|apt|apartment|unit|lot)\b|#/i;
export const isResidentialStreet = (street1: string, street2: string) => RESIDENTIAL.test(`${street1} ${street2}`);

const SUFFIXES: Array<[RegExp, string]> = [
  [/\bstreet\b/i, "St"],
  [/\bavenue\b/i, "Ave"],
  [/\broad\b/i, "Rd"],
  [/\bdrive\b/i, "Dr"],
  [/\bboulevard\b/i, "Blvd"],
  [/\blane\b/i, "Ln"],
  [/\bcourt\b/i, "Ct"],
  [/\bparkway\b/i, "Pkwy"],
  [/\bhighway\b/i, "Hwy"],
  [/\bplace\b/i, "Pl"],
  [/\bsuite\b/i, "Ste"],
  [/\bapartment\b/i, "Apt"],
];

/** Words that make a street "not found": the documented way for a test to get an invalid address. */
const UNKNOWN_STREET = /\b(nowhere|invalid|nonexistent)\b/i;

const err = (code: string, text: string): ValidationMessage => ({ source: SOURCE, code, type: "address_error", text });
const fix = (code: string, text: string): ValidationMessage => ({
  source: SOURCE,
  code,
  type: "address_correction",
  text,
});

function standardiseStreet(street: string): string {
  let out = street.replace(/\s+/g, " ").trim();
  for (const [re, abbr] of SUFFIXES) out = out.replace(re, abbr);
  return out;
}

export function validateAddress(input: AddressFields): ValidationOutcome {
  const clean = (v: unknown) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim() : "");
  const a: AddressFields = {
    name: clean(input.name),
    company: clean(input.company),
    street1: clean(input.street1),
    street2: clean(input.street2),
    city: clean(input.city),
    state: clean(input.state),
    zip: clean(input.zip),
    country: clean(input.country),
  };
  const errors: ValidationMessage[] = [];
  const fixes: ValidationMessage[] = [];

  if (!a.street1 && !a.city && !a.zip) {
    return { isValid: false, messages: [err("empty_request", "The address is empty.")], address: a };
  }
  const country = a.country.toUpperCase();
  if (country !== "US") {
    // Only US addresses are checked in depth; others are accepted as given when they have the basics.
    const ok = Boolean(a.street1 && a.city);
    return {
      isValid: ok,
      messages: ok ? [] : [err("street_detail_missing", "Street and city are required.")],
      address: { ...a, country },
    };
  }
  a.country = "US";

  if (!a.street1) errors.push(err("street_detail_missing", "The street address is missing."));
  else if (UNKNOWN_STREET.test(a.street1)) {
    errors.push(err("unknown_street", "The street could not be found in the city and postal code given."));
  } else if (!/^\d/.test(a.street1) && !/^p\.?\s*o\.?\s*box\b/i.test(a.street1)) {
    errors.push(err("premise_number_missing", "The address is missing a house or building number."));
  } else {
    const street = standardiseStreet(a.street1);
    if (street !== a.street1) {
      fixes.push(fix("street_type_change", `Street was standardized to "${street}".`));
      a.street1 = street;
    }
    const street2 = standardiseStreet(a.street2);
    if (street2 !== a.street2) a.street2 = street2;
  }

  const zipMatch = /^(\d{5})(?:-?(\d{4}))?$/.exec(a.zip);
  if (!a.zip) errors.push(err("invalid_postal_code", "The postal code is missing."));
  else if (!zipMatch || a.zip.startsWith("00000"))
    errors.push(err("invalid_postal_code", "The postal code is not valid."));
  else if (zipMatch[2] && a.zip !== `${zipMatch[1]}-${zipMatch[2]}`) {
    a.zip = `${zipMatch[1]}-${zipMatch[2]}`;
    fixes.push(fix("postal_code_change", `Postal code was changed to ${a.zip}.`));
  }

  if (!a.city) errors.push(err("Invalid City", "The city is missing."));
  else if (a.city === a.city.toLowerCase()) {
    const city = a.city.replace(/\b\w/g, (c) => c.toUpperCase());
    fixes.push(fix("locality_change", `City was changed to ${city}.`));
    a.city = city;
  }

  const state = a.state ? stateByAnyName(a.state) : undefined;
  if (!a.state) errors.push(err("Invalid State", "The state is missing."));
  else if (!state) errors.push(err("Invalid State", `"${a.state}" is not a US state.`));
  else if (state.code !== a.state) {
    fixes.push(fix("administrative_area_change", `State was changed to ${state.code}.`));
    a.state = state.code;
  }

  if (state && zipMatch && errors.length === 0) {
    const zipState = stateForZip(a.zip);
    if (!zipState) errors.push(err("postal_code_not_found", "The postal code was not found."));
    else if (zipState.code !== state.code) {
      errors.push(
        err(
          "component_mismatch_error",
          `The postal code ${zipMatch[1]} belongs to ${zipState.code}, not ${stateByCode(state.code)?.code}.`,
        ),
      );
    }
  }

  const isValid = errors.length === 0;
  return { isValid, messages: isValid ? fixes : errors, address: isValid ? a : { ...input, country: a.country } };
}
