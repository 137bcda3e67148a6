import type { RuleField, RuleFormValues } from "./rule-form";

/** What each group of the rule dialog's fields gets: the values, a setter per field, and each field's problem. */
export type RuleFieldsProps = {
  values: RuleFormValues;
  set<K extends RuleField>(field: K, value: RuleFormValues[K]): void;
  errors: Partial<Record<RuleField, string>>;
};

/** A text field's props for one of the values: its value, its change, its problem. */
export function textProps(p: RuleFieldsProps, field: RuleField) {
  return {
    value: String(p.values[field]),
    onChange: (e: { target: { value: string } }) => p.set(field, e.target.value as never),
    error: p.errors[field],
  };
}

export const YES_NO_OPTIONS = [
  { value: "any", label: "Any" },
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];
