// A shipment's extras the stand-in acts on: who pays for the label (`extra.billing`) and each parcel's insurance
// (`parcels[].extra.insurance`), checked as Shippo's field-keyed 400s do.
import { ShippoError, str } from "./http";

export const BILLING_TYPES = ["SENDER", "RECIPIENT", "THIRD_PARTY", "THIRD_PARTY_CONSIGNEE", "COLLECT"] as const;
export type Billing = { type: string; account: string; zip: string; country: string };
export type Insurance = { amount: string; currency: string; content: string; provider: string | null };

const REQUIRED = ["This field is required."];

/** The shipment's `extra.billing`, or null when the sender pays (none given, or type SENDER). */
export function billingOf(extra: unknown): Billing | null {
  const raw = (extra as Record<string, unknown> | undefined)?.billing;
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== "object" || Array.isArray(raw))
    throw new ShippoError(400, { extra: { billing: ["Expected an object."] } });
  const b = raw as Record<string, unknown>;
  const billing: Billing = {
    type: str(b.type)?.trim().toUpperCase() ?? "",
    account: str(b.account)?.trim() ?? "",
    zip: str(b.zip)?.trim() ?? "",
    country: str(b.country)?.trim().toUpperCase() ?? "",
  };
  const errors: Record<string, string[]> = {};
  if (!billing.type) errors.type = REQUIRED;
  else if (!(BILLING_TYPES as readonly string[]).includes(billing.type))
    errors.type = [`"${billing.type}" is not a valid choice.`];
  if (billing.type && billing.type !== "SENDER" && !billing.account) errors.account = REQUIRED;
  if (billing.account.length > 30) errors.account = ["Ensure this field has no more than 30 characters."];
  if (Object.keys(errors).length) throw new ShippoError(400, { extra: { billing: errors } });
  return billing.type === "SENDER" ? null : billing;
}

/** A parcel's `extra.insurance`, or null; its field errors (none when it is well formed). */
export function insuranceOf(extra: unknown): { insurance: Insurance | null; errors: Record<string, string[]> } {
  const raw = (extra as Record<string, unknown> | undefined)?.insurance;
  if (raw === undefined || raw === null) return { insurance: null, errors: {} };
  const i = (typeof raw === "object" && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const insurance: Insurance = {
    amount: str(i.amount)?.trim() ?? "",
    currency: str(i.currency)?.trim().toUpperCase() ?? "",
    content: str(i.content)?.trim() ?? "",
    provider: str(i.provider)?.trim().toUpperCase() || null,
  };
  const errors: Record<string, string[]> = {};
  if (!insurance.amount) errors.amount = REQUIRED;
  else if (!/^\d+(\.\d{1,2})?$/.test(insurance.amount) || Number(insurance.amount) <= 0)
    errors.amount = ["A valid positive amount with at most 2 decimal places is required."];
  if (!insurance.currency) errors.currency = REQUIRED;
  else if (insurance.currency !== "USD") errors.currency = [`"${insurance.currency}" is not a valid choice.`];
  if (!insurance.content) errors.content = REQUIRED;
  return { insurance, errors };
}
