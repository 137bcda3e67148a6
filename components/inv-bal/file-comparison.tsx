"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { postFormJson, serverWaitLabel } from "@/lib/browser-files/post-form-with-progress";
import { saveBlob } from "@/lib/browser-files/save-blob";
import type { InventoryComparison } from "@/lib/inv-bal/compare-inventory";
import { exportComparisonCsv } from "@/lib/inv-bal/export-comparison";
import { defaultCompareColumn, sharedColumns } from "@/lib/inv-bal/shared-columns";
import { ECL_PN, PART_COLUMN_LABELS, PART_COLUMNS, type PartColumn } from "@/lib/inv-bal/part-columns";
import type { ComparisonColumns } from "./comparison-columns";
import { ComparisonTable } from "./comparison-table";
import { InventoryFileField } from "./inventory-file-field";
import { useInventoryHeaders } from "./use-inventory-headers";

const ALL_ITEMS_PAGE = 25;

type Compared = { result: InventoryComparison; columns: ComparisonColumns };

/** File Comparison Tool (spec 2): two inventory exports joined on the part number, their differences listed. */
export function FileComparison() {
  const [conv, setConv] = useState<File | null>(null);
  const [eds, setEds] = useState<File | null>(null);
  const convHeaders = useInventoryHeaders(conv, "CONV");
  const edsHeaders = useInventoryHeaders(eds, "EDS");
  const shared = sharedColumns(convHeaders.headers, edsHeaders.headers);
  const [partColumn, setPartColumn] = useState<PartColumn | "">("");
  const [chosenValue, setValueColumn] = useState("");
  const [displayColumn, setDisplayColumn] = useState("");
  const [compared, setCompared] = useState<Compared | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [showItems, setShowItems] = useState(false);
  // The compare column defaults to OH-TOTAL when both files have it, otherwise to the first shared column.
  const valueColumn = shared.includes(chosenValue) ? chosenValue : (defaultCompareColumn(shared) ?? "");
  const display = shared.includes(displayColumn) ? displayColumn : "";

  const chooseFile = (set: (f: File | null) => void) => (f: File | null) => {
    set(f);
    setCompared(null);
    setError(null);
  };

  async function compare() {
    if (!conv || !eds || !partColumn || !valueColumn) return;
    setError(null);
    setCompared(null);
    const form = new FormData();
    form.append("eds_part_col", partColumn);
    form.append("value_col", valueColumn);
    if (display) form.append("display_col", display);
    form.append("conv_file", conv);
    form.append("eds_file", eds);
    setProgress(0);
    try {
      const result = await postFormJson<InventoryComparison>("/api/compare-inv-bal", form, {
        onProgress: ({ loaded, total }) => setProgress(loaded / total),
        onSent: () => setProgress(1),
      });
      setCompared({ result, columns: { partColumn, valueColumn, displayColumn: display || undefined } });
      setShowItems(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setProgress(null);
    }
  }

  const result = compared?.result;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <div className="grid gap-6 md:grid-cols-2">
          <InventoryFileField label="CONV File" onFile={chooseFile(setConv)} headers={convHeaders.headers} error={convHeaders.error} disabled={progress !== null} />
          <InventoryFileField label="EDS File" onFile={chooseFile(setEds)} headers={edsHeaders.headers} error={edsHeaders.error} disabled={progress !== null} />
        </div>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <SelectField
            label="Eds Part Number Column"
            value={partColumn}
            options={[{ value: "", label: "Choose a part number column" }, ...PART_COLUMNS.map((c) => ({ value: c, label: `${PART_COLUMN_LABELS[c]} (${c})` }))]}
            onChange={(e) => setPartColumn(e.target.value as PartColumn | "")}
          />
          <SelectField
            label="Column to Compare"
            value={valueColumn}
            disabled={shared.length === 0}
            options={shared.length ? shared.map((c) => ({ value: c, label: c })) : [{ value: "", label: "Choose both files first" }]}
            onChange={(e) => {
              setValueColumn(e.target.value);
              setCompared(null);
            }}
          />
          <SelectField
            label="Additional Column to Display"
            value={display}
            disabled={shared.length === 0}
            options={[{ value: "", label: "None" }, ...shared.map((c) => ({ value: c, label: c }))]}
            onChange={(e) => setDisplayColumn(e.target.value)}
          />
        </div>
        <p className="mt-4 text-sm text-slate-600">
          Rows are matched where the EDS file&apos;s {ECL_PN} equals the CONV file&apos;s {partColumn || "part number column"} (spaces trimmed;
          rows without a match are left out). A difference is CONV − EDS when both values are numbers; otherwise any change,
          including a blank against a value, counts as 1.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button onClick={() => void compare()} disabled={!conv || !eds || !partColumn || !valueColumn} busy={progress !== null}>
            Compare
          </Button>
          {progress !== null ? (
            <ProgressBar
              value={progress}
              label={progress < 1 ? "Uploading files" : serverWaitLabel("Comparing")}
              indeterminate={progress >= 1}
              className="w-64"
            />
          ) : null}
        </div>
      </Card>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {result && compared ? (
        <div className="flex flex-col gap-4">
          <Alert tone={result.unmatched_count > 0 ? "info" : "success"} title="Summary">
            {result.summary}
          </Alert>
          {result.warning ? <Alert tone="warning">{result.warning}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              disabled={result.unmatched_count === 0}
              onClick={() => {
                const out = exportComparisonCsv(result.all_items, compared.columns);
                saveBlob(out.content, out.filename);
              }}
            >
              Download CSV
            </Button>
            <Button variant="secondary" onClick={() => setShowItems((s) => !s)}>
              {showItems ? "Hide Items" : "Show Items"}
            </Button>
          </div>
          <ComparisonTable label="Differences" items={result.differences} columns={compared.columns} empty="No differences" />
          {showItems ? (
            <Card title={`All compared items (${result.all_items.length.toLocaleString()})`}>
              <ComparisonTable label="All items" items={result.all_items} columns={compared.columns} empty="No rows matched" pageSize={ALL_ITEMS_PAGE} />
            </Card>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
