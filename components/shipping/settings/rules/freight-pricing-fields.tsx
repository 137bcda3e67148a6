"use client";

import { SelectField, TextField } from "@/components/ui/field";
import { MAX_HANDLING_FEE, MAX_MARKUP_PERCENT } from "@/lib/shipping/rules/rule-limits";
import { textProps, type RuleFieldsProps } from "./field-props";

const PRICINGS = [
  { value: "markup", label: "Markup and handling fee" },
  { value: "flat", label: "A flat amount" },
  { value: "freeAt", label: "Free at an order total" },
  { value: "none", label: "No freight" },
];
const money = { type: "number", inputMode: "decimal", min: 0, step: "any" } as const;

/** How a freight rule turns the label's cost into the freight posted (CLARIFICATIONS 60). */
export function FreightPricingFields(p: RuleFieldsProps) {
  const { pricing } = p.values;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">Then post as freight</legend>
      <SelectField label="Pricing" required options={PRICINGS} {...textProps(p, "pricing")} />
      {pricing === "markup" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Markup (%)"
            hint={`0 to ${MAX_MARKUP_PERCENT}, of the label's cost`}
            {...money}
            max={MAX_MARKUP_PERCENT}
            {...textProps(p, "percent")}
          />
          <TextField
            label="Handling Fee per Package ($)"
            hint={`$0 to $${MAX_HANDLING_FEE}`}
            {...money}
            max={MAX_HANDLING_FEE}
            {...textProps(p, "fee")}
          />
        </div>
      ) : null}
      {pricing === "flat" ? (
        <TextField label="Flat Amount ($)" required {...money} {...textProps(p, "flatAmount")} />
      ) : null}
      {pricing === "freeAt" ? (
        <TextField
          label="Free at Order Total ($)"
          required
          hint="At or over it no freight is posted; under it, the label's cost"
          {...money}
          {...textProps(p, "freeAt")}
        />
      ) : null}
      {pricing !== "none" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Minimum Charge ($)" hint="Optional" {...money} {...textProps(p, "minimum")} />
          <TextField label="Maximum Charge ($)" hint="Optional" {...money} {...textProps(p, "maximum")} />
        </div>
      ) : null}
    </fieldset>
  );
}
