"use client";

import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { LABEL_FORMAT_NAMES, LABEL_FORMATS, type LabelFormat } from "@/lib/shipping/labels/label-format";
import { useBoxBranch } from "../box-presets/use-box-branch";
import { BranchField, useShownBranch } from "../branch-field";
import type { SettingsCardProps } from "../card-props";
import { useBranchLabelFormat } from "./use-branch-label-format";
import { SaveMode } from "../save-mode";

const HINTS: Record<LabelFormat, string> = {
  PDF: "Prints on a letter sheet, the label in its top half.",
  PDF_4x6: "Opens sized 4x6 in for a label printer's PDF driver.",
  ZPLII: "Sent straight to a paired Zebra-type printer from Chromium; downloaded as a .zpl file elsewhere.",
};

/** Label Format (issue 29 point 1): the format a branch buys its labels in; saved as soon as it is chosen. */
export function LabelFormatCard({
  canManage,
  companyQuery,
  show,
}: Pick<SettingsCardProps, "canManage" | "companyQuery" | "show">) {
  const groupId = useId();
  const { branch, setBranch, erpBranches } = useBoxBranch();
  const shown = useShownBranch(branch);
  const current = useBranchLabelFormat(companyQuery, shown);
  const [saving, setSaving] = useState(false);

  async function choose(format: LabelFormat) {
    setSaving(true);
    try {
      const saved = await current.save(format);
      show("success", `Label format for ${saved.branch} saved`);
    } catch (err) {
      show("error", `Failed to save the label format: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Label Format" actions={<SaveMode atOnce />}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          The format the shipping desk buys a branch&apos;s labels in, batches too. It is saved as soon as it is chosen.
        </p>
        <BranchField
          branch={branch}
          setBranch={setBranch}
          suggestions={erpBranches}
          hint={shown ? undefined : "Enter a branch to see its label format."}
        />
        {current.error ? <Alert tone="error">{current.error}</Alert> : null}
        {/* Only once the typed branch is the one shown: a choice made meanwhile would go to the branch before. */}
        {shown && shown === branch.trim().toUpperCase() && current.format ? (
          <fieldset className="flex flex-col gap-2" disabled={!canManage || saving}>
            <legend className="text-sm font-medium text-slate-700">Label format</legend>
            {LABEL_FORMATS.map((f) => (
              <label key={f} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  className="mt-1"
                  name={`${groupId}-format`}
                  value={f}
                  checked={current.format === f}
                  aria-describedby={`${groupId}-${f}`}
                  onChange={() => void choose(f)}
                />
                <span>
                  <span className="font-medium">{LABEL_FORMAT_NAMES[f]}</span>
                  <span id={`${groupId}-${f}`} className="block text-xs text-slate-500">
                    {HINTS[f]}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
    </Card>
  );
}
