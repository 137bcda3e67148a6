"use client";

import { SelectField, TextField } from "@/components/ui/field";
import { MAX_RULE_WEIGHT, RULE_CARRIERS, type RuleKind } from "@/lib/shipping/rules/rule-limits";
import { textProps, YES_NO_OPTIONS, type RuleFieldsProps } from "./field-props";

const number = { type: "number", inputMode: "decimal", min: 0, step: "any" } as const;

/** The conditions (CLARIFICATIONS 59): each optional; all of those given must hold for the rule to act. */
export function ConditionFields(p: RuleFieldsProps & { kind: RuleKind }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">
        When the order matches (leave blank for any)
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Branches" hint="Branch ids, commas between: TNNA, TNCO" {...textProps(p, "branches")} />
        <TextField label="Customer IDs" hint="The ERP's bill-to ids" {...textProps(p, "customerIds")} />
        <TextField
          label="Ship Via"
          hint="UPS GROUND; a trailing * means starts with: UPS*"
          {...textProps(p, "shipVias")}
        />
        <TextField label="Ship To States" hint="US state codes: TX, OK" {...textProps(p, "states")} />
        <TextField
          label="Weight From (lb)"
          hint="Inclusive"
          max={MAX_RULE_WEIGHT}
          {...number}
          {...textProps(p, "weightFrom")}
        />
        <TextField
          label="Weight To (lb)"
          hint="Inclusive"
          max={MAX_RULE_WEIGHT}
          {...number}
          {...textProps(p, "weightTo")}
        />
        <TextField label="Order Total From ($)" {...number} {...textProps(p, "orderTotalFrom")} />
        <TextField label="Order Total To ($)" {...number} {...textProps(p, "orderTotalTo")} />
        <SelectField label="Residential" options={YES_NO_OPTIONS} {...textProps(p, "residential")} />
        {p.kind === "freight" ? (
          <SelectField label="Billed To Customer" options={YES_NO_OPTIONS} {...textProps(p, "billedToCustomer")} />
        ) : null}
        {p.kind === "freight" ? (
          <SelectField
            label="Carrier"
            options={[{ value: "", label: "Any" }, ...RULE_CARRIERS.map((c) => ({ value: c, label: c }))]}
            {...textProps(p, "carrier")}
          />
        ) : null}
        {p.kind === "freight" ? (
          <TextField label="Service" hint="As the rates name it: Ground" {...textProps(p, "service")} />
        ) : null}
      </div>
    </fieldset>
  );
}
