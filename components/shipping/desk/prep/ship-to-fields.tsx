"use client";

import { useState, type Ref } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { REFERENCE_MAX } from "@/lib/shipping/desk/manual-reference";
import type { ShipAddress } from "@/lib/shipping/desk/ship-address";
import { US_STATES, usStateCode } from "@/lib/shipping/labels/us-states";
import type { AddressValidation } from "@/lib/shipping/labels/validate-address";

export const VALIDATION_FAILED = "Address validation failed. Please check your address and try again.";

const FIELDS: [keyof ShipAddress, string][] = [
  ["name", "Name"],
  ["street1", "Address Line 1"],
  ["street2", "Address Line 2"],
  ["city", "City"],
];

// "TN – Tennessee": typing the code (or the first letters of the name) on the closed picker selects it.
const STATE_OPTIONS = [
  { value: "", label: "Choose a state" },
  ...US_STATES.map(([code, name]) => ({ value: code, label: `${code} – ${name}` })),
];

type Props = {
  value: ShipAddress;
  onChange(next: ShipAddress): void;
  reference: string;
  onReference(next: string): void;
  /** The Name field, where the cursor starts on a manual shipment. */
  nameRef?: Ref<HTMLInputElement>;
};

/**
 * Manual mode: the editable ship-to (State picked from the US states), the shipment's Reference, and Validate
 * Address (valid, or warnings with the suggested address).
 */
export function ShipToFields({ value, onChange, reference, onReference, nameRef }: Props) {
  const [result, setResult] = useState<AddressValidation | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // Spec 2 section 5: validation runs only with street, city and state.
  const canValidate = Boolean(value.street1.trim() && value.city.trim() && value.state.trim());

  async function validate() {
    setBusy(true);
    setFailed(false);
    setResult(null);
    try {
      const { name, street1, street2, city, state, zip } = value;
      setResult(
        await apiFetch<AddressValidation>("/api/shipping/validate-address", {
          json: { name, street1, street2, city, state, zip, country: "US" },
        }),
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const suggested = result?.suggested_address;
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Ship To</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            ref={key === "name" ? nameRef : undefined}
            label={label}
            required={key !== "street2"}
            value={value[key]}
            maxLength={100}
            onChange={(e) => onChange({ ...value, [key]: e.target.value })}
          />
        ))}
        <SelectField
          label="State"
          required
          value={value.state}
          options={STATE_OPTIONS}
          onChange={(e) => onChange({ ...value, state: e.target.value })}
        />
        <TextField
          label="ZIP"
          required
          value={value.zip}
          maxLength={12}
          onChange={(e) => onChange({ ...value, zip: e.target.value })}
        />
      </div>
      <TextField
        label="Reference"
        required
        hint="What you are shipping and for whom. It names the shipment in tracking and prints on the label."
        value={reference}
        maxLength={REFERENCE_MAX}
        onChange={(e) => onReference(e.target.value)}
      />
      <div>
        <Button variant="secondary" onClick={validate} disabled={!canValidate} busy={busy}>
          Validate Address
        </Button>
      </div>
      {failed ? <Alert tone="warning">{VALIDATION_FAILED}</Alert> : null}
      {result?.is_valid && !result.messages.length && !suggested ? (
        <Alert tone="success">Address is valid.</Alert>
      ) : null}
      {result && (!result.is_valid || result.messages.length || suggested) ? (
        <Alert
          tone="warning"
          title={result.is_valid ? "Address valid with corrections" : "Address could not be validated"}
        >
          <ul className="mt-1 list-disc pl-5">
            {result.messages.map((m, i) => (
              <li key={i}>{m.text}</li>
            ))}
          </ul>
          {suggested ? (
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <span>
                Suggested: {suggested.street1}
                {suggested.street2 ? `, ${suggested.street2}` : ""}, {suggested.city}, {suggested.state} {suggested.zip}
              </span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  onChange({
                    ...value,
                    ...suggested,
                    name: value.name,
                    state: usStateCode(suggested.state) ?? value.state,
                  })
                }
              >
                Use Suggested Address
              </Button>
            </div>
          ) : null}
        </Alert>
      ) : null}
    </fieldset>
  );
}
