import type { Contact } from "@/lib/erp/schemas/contact";

export function contactFullName(c: Pick<Contact, "firstName" | "middleName" | "lastName">): string {
  return [c.firstName, c.middleName, c.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(" ");
}

/** What the contact card shows, with the spec's fallbacks (spec 1 section 3). */
export function contactView(c: Contact) {
  const classifications = (c.classifications ?? [])
    .map((x) => x.classification?.trim())
    .filter((x): x is string => Boolean(x));
  return {
    id: c.id,
    firstName: c.firstName ?? "",
    lastName: c.lastName ?? "",
    fullName: contactFullName(c),
    companyName: c.companyName?.trim() || "No Company",
    emails: (c.emails ?? []).map((e) => e.address?.trim()).filter((e): e is string => Boolean(e)),
    classifications: classifications.length ? classifications : ["N/A"],
    phones: (c.phones ?? [])
      .filter((p) => p.number?.trim())
      .map((p) => ({ number: p.number!.trim(), description: p.description?.trim() || "No Description" })),
  };
}

export type ContactEdits = {
  firstName: string;
  middleName: string;
  lastName: string;
  emails: { address: string }[];
  phones: { number: string; description: string }[];
};

export function toEdits(c: Contact): ContactEdits {
  return {
    firstName: c.firstName ?? "",
    middleName: c.middleName ?? "",
    lastName: c.lastName ?? "",
    emails: (c.emails ?? []).map((e) => ({ address: e.address ?? "" })),
    phones: (c.phones ?? []).map((p) => ({ number: p.number ?? "", description: p.description ?? "" })),
  };
}

/** The ERP takes whole records back (ERP contract, sim/erp/README.md): the edits over the record as read, with its updateKey. */
export function applyEdits(c: Contact, edits: ContactEdits): Contact {
  const keptEmails = edits.emails.filter((e) => e.address.trim());
  const keptPhones = edits.phones.filter((p) => p.number.trim());
  return {
    ...c,
    firstName: edits.firstName.trim(),
    middleName: edits.middleName.trim(),
    lastName: edits.lastName.trim(),
    emails: keptEmails.map((e, i) => ({ ...(c.emails?.[i] ?? {}), address: e.address.trim() })),
    phones: keptPhones.map((p, i) => ({
      ...(c.phones?.[i] ?? {}),
      number: p.number.trim(),
      description: p.description.trim(),
    })),
  };
}
