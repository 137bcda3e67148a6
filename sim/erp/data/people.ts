// Generators for the small pieces every entity has: addresses, phone numbers, email addresses.
import type { Rng } from "../rng";
import { PLACES, STREET_NAMES, STREET_TYPES, SUITE_PREFIXES } from "./words";

export type Address = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  areaCode: string;
};

export function address(rng: Rng, place = rng.pick(PLACES)): Address {
  const [city, state, zip3, areaCode] = place;
  const line2 = rng.chance(0.18) ? `${rng.pick(SUITE_PREFIXES)} ${rng.int(1, 450)}` : "";
  const zip = `${zip3}${rng.digits(2)}`;
  return {
    addressLine1: `${rng.int(10, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES)}`,
    addressLine2: line2,
    city,
    state,
    postalCode: rng.chance(0.15) ? `${zip}-${rng.digits(4)}` : zip,
    areaCode,
  };
}

/** NANP-shaped numbers; exchanges avoid 555 so they look like real lines. */
export function phoneNumber(rng: Rng, areaCode: string): string {
  let exchange = rng.int(201, 989);
  if (exchange === 555) exchange = 556;
  return `${areaCode}-${exchange}-${rng.digits(4)}`;
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "");
}

export function companyDomain(name: string, tld: string): string {
  const words = name.split(/\s+/).slice(0, 2).join(" ");
  return `${slug(words)}.${tld}`;
}

export function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
}
