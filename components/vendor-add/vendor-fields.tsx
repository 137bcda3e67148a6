"use client";

import { SelectField, TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { VENDOR_TYPES } from "@/lib/vendor-add/constants";
import type { VendorForm } from "@/lib/vendor-add/vendor-form";

type FieldName = keyof VendorForm;
type Props = {
  form: VendorForm;
  fields: readonly FieldName[];
  onChange(next: VendorForm): void;
  /** Spec 2 section 5's on-blur rules, where the form applies them. */
  onBlur?: Partial<Record<FieldName, (form: VendorForm) => VendorForm>>;
  readOnly?: readonly FieldName[];
};

const LABELS: Record<FieldName, string> = {
  name: "Name",
  nameIndex: "Index",
  addressLine1: "Address Line 1",
  addressLine2: "Address Line 2",
  city: "City",
  state: "State",
  postalCode: "Zip",
  countryCode: "Country Code",
  sortBy: "Sort By",
  type: "Type",
  defaultShipVia: "Default Ship Via",
  freight: "Freight Terms",
  defaultTerms: "Default Terms",
  backOrderDays: "Back Order Days",
  emails: "Emails",
  phones: "Phones",
  payToId: "Pay-To ID",
  homeBranch: "Home Branch",
  homeTerritory: "Home Territory",
};

const TYPE_OPTIONS = [{ value: "", label: "Choose a type" }, ...VENDOR_TYPES.map((t) => ({ value: t, label: t }))];

/** The vendor fields a form shows, labelled as on the ERP's vendor screen; emails and phones one per line. */
export function VendorFields({ form, fields, onChange, onBlur, readOnly = [] }: Props) {
  const set = (name: FieldName, value: string) => onChange({ ...form, [name]: value });
  const blur = (name: FieldName) => {
    const rule = onBlur?.[name];
    if (rule) onChange(rule(form));
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {fields.map((name) => {
        if (name === "type") {
          return (
            <SelectField
              key={name}
              label={LABELS.type}
              value={form.type}
              options={TYPE_OPTIONS}
              onChange={(e) => set("type", e.target.value)}
            />
          );
        }
        if (name === "emails" || name === "phones") {
          return (
            <TextAreaField
              key={name}
              className="sm:col-span-2"
              label={LABELS[name]}
              rows={2}
              hint={name === "emails" ? "One email address per line" : "One per line, as 555-1234 (MAIN)"}
              value={form[name]}
              onChange={(e) => set(name, e.target.value)}
            />
          );
        }
        return (
          <TextField
            key={name}
            label={LABELS[name]}
            value={form[name]}
            readOnly={readOnly.includes(name)}
            inputMode={name === "backOrderDays" ? "numeric" : undefined}
            onChange={(e) => set(name, e.target.value)}
            onBlur={() => blur(name)}
          />
        );
      })}
    </div>
  );
}
