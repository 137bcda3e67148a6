"use client";

import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { MAX_BOX_EMPTY_LB, MAX_BOX_NAME } from "@/lib/shipping/boxes/box-limits";
import { MAX_PARCEL_INCHES } from "@/lib/shipping/labels/package-limits";
import { PARCEL_BOUNDS, parcelRangeHint } from "@/lib/shipping/labels/parcel-problems";
import type { BoxPresetDto } from "@/lib/shipping/boxes/box-preset-dto";

type Props = {
  /** The box to change; null adds one to `branch`. */
  box: BoxPresetDto | null;
  branch: string;
  /** Where the box is saved (with the company an admin is looking at). */
  url(path: string): string;
  onClose(): void;
  onSaved(box: BoxPresetDto): void;
};

const inches = {
  type: "number",
  inputMode: "decimal",
  min: 0,
  // The package fields' own limit and words: a box the desk offers always fits them.
  max: MAX_PARCEL_INCHES,
  step: "any",
  required: true,
  hint: parcelRangeHint(PARCEL_BOUNDS.length),
} as const;
const text = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

/** Add Box / Edit Box: name, L x W x H in inches, the empty weight; the server's bounds answer what is wrong. */
export function BoxPresetDialog({ box, branch, url, onClose, onSaved }: Props) {
  const formId = useId();
  const [values, setValues] = useState({
    name: box?.name ?? "",
    length: text(box?.length),
    width: text(box?.width),
    height: text(box?.height),
    emptyWeight: text(box?.emptyWeight),
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      const saved = box
        ? await apiFetch<BoxPresetDto>(url(`/api/ship54/box-presets/${box.id}`), { method: "PUT", json: values })
        : await apiFetch<BoxPresetDto>(url("/api/ship54/box-presets"), { json: { ...values, branch } });
      onSaved(saved);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  return (
    <FormDialog
      formId={formId}
      title={box ? `Edit Box ${box.name}` : `Add Box at ${branch}`}
      onClose={onClose}
      busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField label="Box Name" value={values.name} maxLength={MAX_BOX_NAME} required onChange={set("name")} />
      <div className="grid grid-cols-3 gap-3">
        <TextField label="Length (in)" {...inches} value={values.length} onChange={set("length")} />
        <TextField label="Width (in)" {...inches} value={values.width} onChange={set("width")} />
        <TextField label="Height (in)" {...inches} value={values.height} onChange={set("height")} />
      </div>
      <TextField
        label="Empty Weight (lb)"
        hint={`Optional, up to ${MAX_BOX_EMPTY_LB} lb. The box alone; a scale reading of the packed box already holds it.`}
        type="number"
        inputMode="decimal"
        min={0}
        max={MAX_BOX_EMPTY_LB}
        step="any"
        value={values.emptyWeight}
        onChange={set("emptyWeight")}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </FormDialog>
  );
}
