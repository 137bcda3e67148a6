"use client";

import { useState } from "react";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import {
  holdValuesProblem,
  MAX_HOLD_VALUE_LENGTH,
  MAX_HOLD_VALUES,
  normalizeHoldValue,
} from "@/lib/shipping/settings/hold-values";
import type { SettingsCardProps } from "./card-props";
import { POLICY_OPTIONS } from "./policy-options";

/** The values as typed, one per line; blank lines are no value. */
function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Print Review Holds (issue 27): the PRINT.REVIEW statuses that hold an order on the Shipment Dashboard, and whether
 * a held order asks first or cannot ship. Saved with Save Settings; the server checks the same rules.
 */
export function PrintReviewHoldsCard({ settings, setSettings, canManage }: SettingsCardProps) {
  const { values, policy } = settings.printReviewHolds;
  const [text, setText] = useState(values.join("\n"));
  // The saved values come back trimmed and upper-cased: the box shows them as stored once they differ from the typing.
  if (!sameList(parseLines(text), values)) setText(values.join("\n"));
  const setHolds = (patch: Partial<typeof settings.printReviewHolds>) =>
    setSettings((s) => ({ ...s, printReviewHolds: { ...s.printReviewHolds, ...patch } }));
  const problem = holdValuesProblem(values.map(normalizeHoldValue));

  return (
    <Card title="Print Review Holds">
      <div className="flex flex-col gap-4">
        <TextAreaField
          label="Print review values"
          hint="One per line. A value ending with * holds every status starting with it: HOLD* holds HOLD - CREDIT."
          error={problem}
          value={text}
          rows={4}
          maxLength={MAX_HOLD_VALUES * (MAX_HOLD_VALUE_LENGTH + 2)}
          disabled={!canManage}
          spellCheck={false}
          className="max-w-md"
          onChange={(e) => {
            setText(e.target.value);
            setHolds({ values: parseLines(e.target.value) });
          }}
        />
        <SelectField
          label="When an order is held"
          options={POLICY_OPTIONS}
          value={policy}
          disabled={!canManage}
          onChange={(e) => setHolds({ policy: e.target.value === "prevent" ? "prevent" : "warn" })}
          className="max-w-xs"
        />
      </div>
    </Card>
  );
}
