"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { SelectField, TextField } from "@/components/ui/field";
import { MAX_WITHIN_DAYS, MIN_WITHIN_DAYS, RULE_CARRIERS } from "@/lib/shipping/rules/rule-limits";
import { textProps, type RuleFieldsProps } from "./field-props";

const ACTIONS = [
  { value: "service", label: "A named service" },
  { value: "cheapest", label: "The cheapest rate" },
  { value: "cheapestWithin", label: "The cheapest within N business days" },
  { value: "fastestUnder", label: "The fastest under an amount" },
];

/** What a shipping rule buys, and what goes with the label (CLARIFICATIONS 59). */
export function ShippingActionFields(p: RuleFieldsProps) {
  const { action } = p.values;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">Then buy</legend>
      <SelectField label="Action" required options={ACTIONS} {...textProps(p, "action")} />
      {action === "service" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Carrier"
            required
            options={RULE_CARRIERS.map((c) => ({ value: c, label: c }))}
            {...textProps(p, "actionCarrier")}
          />
          <TextField label="Service" required hint="As the rates name it: Ground" {...textProps(p, "actionService")} />
        </div>
      ) : null}
      {action === "cheapestWithin" ? (
        <TextField
          label="Business Days"
          required
          type="number"
          inputMode="numeric"
          min={MIN_WITHIN_DAYS}
          max={MAX_WITHIN_DAYS}
          hint={`${MIN_WITHIN_DAYS} to ${MAX_WITHIN_DAYS}, by the rate's estimate; a rate without one never qualifies`}
          {...textProps(p, "days")}
        />
      ) : null}
      {action === "fastestUnder" ? (
        <TextField
          label="Under Amount ($)"
          required
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          {...textProps(p, "underAmount")}
        />
      ) : null}
      <TextField label="Box Preset" hint="Optional: the branch's box of this name" {...textProps(p, "boxPreset")} />
      <div className="flex gap-6">
        <Checkbox label="Signature required" checked={p.values.signature} onChange={(v) => p.set("signature", v)} />
        <Checkbox
          label="Insure for the order total"
          checked={p.values.insurance}
          onChange={(v) => p.set("insurance", v)}
        />
      </div>
    </fieldset>
  );
}
