"use client";

import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { apiFetch, ApiClientError } from "@/lib/api-client/api-fetch";
import type { RuleDto } from "@/lib/shipping/rules/rule-dto";
import { MAX_RULE_NAME, type RuleKind } from "@/lib/shipping/rules/rule-limits";
import { ConditionFields } from "./condition-fields";
import { textProps, type RuleFieldsProps } from "./field-props";
import { FreightPricingFields } from "./freight-pricing-fields";
import { fieldOfPath, formValues, ruleBody, type RuleField, type RuleFormValues } from "./rule-form";
import { ShippingActionFields } from "./shipping-action-fields";

type Props = {
  kind: RuleKind;
  /** The rule to change; null adds one at the end of the list. */
  rule: RuleDto | null;
  /** Where the rule is saved (with the company an admin is looking at). */
  url(path: string): string;
  onClose(): void;
  onSaved(rule: RuleDto): void;
};

/** The problems of a refused save, each beside its field (the server's `details` name them by path). */
function fieldErrors(err: unknown): Partial<Record<RuleField, string>> {
  const details = err instanceof ApiClientError ? (err.body as { details?: unknown } | undefined)?.details : null;
  const errors: Partial<Record<RuleField, string>> = {};
  for (const d of Array.isArray(details) ? details : []) {
    const field = typeof d?.path === "string" ? fieldOfPath(d.path) : null;
    if (field && !errors[field] && typeof d.message === "string") errors[field] = d.message;
  }
  return errors;
}

/** Add Rule / Edit Rule: a name, the conditions, then the action (shipping) or the pricing (freight). */
export function RuleDialog({ kind, rule, url, onClose, onSaved }: Props) {
  const formId = useId();
  const [values, setValues] = useState<RuleFormValues>(() => formValues(rule));
  const [errors, setErrors] = useState<Partial<Record<RuleField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fields: RuleFieldsProps = {
    values,
    errors,
    set: (field, value) => setValues((v) => ({ ...v, [field]: value })),
  };

  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      const json = ruleBody(kind, values);
      const saved = rule
        ? await apiFetch<RuleDto>(url(`/api/ship54/rules/${kind}/${rule.id}`), { method: "PUT", json })
        : await apiFetch<RuleDto>(url(`/api/ship54/rules/${kind}`), { json });
      onSaved(saved);
    } catch (err) {
      const byField = fieldErrors(err);
      setErrors(byField);
      // A problem beside its field is said there; one no field holds (a name taken, the list full) is said here.
      setFailure(
        Object.keys(byField).length
          ? "Please correct the fields marked."
          : err instanceof Error
            ? err.message
            : String(err),
      );
      setBusy(false);
    }
  }

  return (
    <FormDialog
      formId={formId}
      title={rule ? `Edit Rule ${rule.name}` : `Add ${kind === "shipping" ? "Shipping" : "Freight"} Rule`}
      width="2xl"
      // A rule has many fields: they scroll, and Cancel and Save stay in sight.
      formClassName="flex max-h-[65vh] flex-col gap-4 overflow-y-auto pr-2"
      onClose={onClose}
      busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField label="Rule Name" required maxLength={MAX_RULE_NAME} {...textProps(fields, "name")} />
      <ConditionFields kind={kind} {...fields} />
      {kind === "shipping" ? <ShippingActionFields {...fields} /> : <FreightPricingFields {...fields} />}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </FormDialog>
  );
}
