"use client";

import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { holdValuesProblem, normalizeHoldValue } from "@/lib/shipping/settings/hold-values";
import type { SettingsCardProps } from "./card-props";
import { problemAt } from "./save-problems";
import { POLICY_OPTIONS } from "./policy-options";
import { ValueListField } from "./value-list-field";
import { SaveMode } from "./save-mode";

/**
 * Print Review Holds (issue 27): the PRINT.REVIEW statuses that hold an order on the Shipment Dashboard, and whether
 * a held order asks first or cannot ship. Saved with Save Settings; the server checks the same rules.
 */
export function PrintReviewHoldsCard({ settings, setSettings, canManage, problems }: SettingsCardProps) {
  const { values, policy } = settings.printReviewHolds;
  const setHolds = (patch: Partial<typeof settings.printReviewHolds>) =>
    setSettings((s) => ({ ...s, printReviewHolds: { ...s.printReviewHolds, ...patch } }));

  return (
    <Card title="Print Review Holds" actions={<SaveMode atOnce={false} />}>
      <div className="flex flex-col gap-4">
        <ValueListField
          label="Print review values"
          hint="One per line. A value ending with * holds every status starting with it: HOLD* holds HOLD - CREDIT."
          values={values}
          problem={
            holdValuesProblem(values.map(normalizeHoldValue)) ?? problemAt(problems, "printReviewHolds.values") ?? null
          }
          disabled={!canManage}
          onChange={(next) => setHolds({ values: next })}
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
