"use client";

import { SelectField, TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { VENDOR_TYPES } from "@/lib/vendor-add/constants";
import {
  VENDOR_FIELD_LABELS,
  VENDOR_REQUIRED_FIELDS,
  type VendorFieldName as FieldName,
} from "@/lib/vendor-add/field-labels";
import type { VendorForm } from "@/lib/vendor-add/vendor-form";

type Props = {
  form: VendorForm;
  fields: readonly FieldName[];
  onChange(next: VendorForm): void;
  /** Spec 2 section 5's on-blur rules, where the form applies them. */
  onBlur?: Partial<Record<FieldName, (form: VendorForm) => VendorForm>>;
  readOnly?: readonly FieldName[];
  /** The last submission's errors, each shown beside its field. */
  errors?: Partial<Record<FieldName, string>>;
};

const TYPE_OPTIONS = [{ value: "", label: "Choose a type" }, ...VENDOR_TYPES.map((t) => ({ value: t, label: t }))];

/** The vendor fields a form shows, labelled as on the ERP's vendor screen; emails and phones one per line. */
export function VendorFields({ form, fields, onChange, onBlur, readOnly = [], errors = {} }: Props) {
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
              label={VENDOR_FIELD_LABELS.type}
              required
              value={form.type}
              error={errors.type}
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
              label={VENDOR_FIELD_LABELS[name]}
              rows={2}
              hint={name === "emails" ? "One email address per line" : "One per line, as 555-1234 (MAIN)"}
              value={form[name]}
              error={errors[name]}
              onChange={(e) => set(name, e.target.value)}
            />
          );
        }
        return (
          <TextField
            key={name}
            label={VENDOR_FIELD_LABELS[name]}
            required={VENDOR_REQUIRED_FIELDS.has(name)}
            value={form[name]}
            error={errors[name]}
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
