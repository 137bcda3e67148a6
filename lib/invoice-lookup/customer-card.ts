import type { Customer } from "@/lib/erp/schemas/customer";

export type CustomerCardView = {
  name: string;
  id: string;
  addressLines: string[];
  cityLine: string;
  /** Shown only when it is not the US (spec 2 section 2). */
  country: string | null;
  phone: string | null;
  email: string | null;
};

const US = new Set(["US", "USA", "UNITED STATES", "UNITED STATES OF AMERICA"]);

/** What the customer card shows: name, id, address, city/state/ZIP, a non-US country, first phone and email. */
export function customerCardView(c: Customer): CustomerCardView {
  const country = (c.country || c.countryCode || "").trim();
  const cityState = [c.city, c.state].filter(Boolean).join(", ");
  return {
    name: c.name || c.id,
    id: c.id,
    addressLines: [c.addressLine1, c.addressLine2].filter((l): l is string => Boolean(l && l.trim())),
    cityLine: [cityState, c.postalCode].filter(Boolean).join(" "),
    country: country && !US.has(country.toUpperCase()) ? country : null,
    phone: c.phones?.find((p) => p.number)?.number ?? null,
    email: c.emails?.find((e) => e.address)?.address ?? null,
  };
}
