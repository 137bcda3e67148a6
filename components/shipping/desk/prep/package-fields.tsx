"use client";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { PARCEL_BOUNDS, parcelProblems, parcelRangeHint, type ParcelText } from "@/lib/shipping/labels/parcel-problems";

export type PackageInput = ParcelText;

type Props = {
  /** The fieldset's legend: "Package" for a shipment of one, else "Package 2" (its package number). */
  legend: string;
  value: PackageInput;
  onChange(next: PackageInput): void;
  /** The scale's reading of this package, when it was weighed on the scale. */
  scaleWeight: number | null;
  /** The focus entered this package: box presets, their number keys and the scale now fill it. */
  onFocus(): void;
  /** Rows after the first can be taken out again. */
  onRemove?: () => void;
  weightRef(el: HTMLInputElement | null): void;
  firstRef(el: HTMLInputElement | null): void;
};

const number = { type: "number", inputMode: "decimal", min: 0, step: "any", required: true } as const;
const FIELDS = ["length", "width", "height", "weight"] as const;

/**
 * One package: length, width and height in inches, weight in pounds. Each field says its range, and a value out of
 * it says why beside the field (Get Rates waits until none does).
 */
export function PackageFields({ legend, value, onChange, scaleWeight, onFocus, onRemove, weightRef, firstRef }: Props) {
  const set = (key: keyof PackageInput) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  const problems = parcelProblems(value);
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4" onFocus={onFocus}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            ref={field === "length" ? firstRef : field === "weight" ? weightRef : undefined}
            label={`${PARCEL_BOUNDS[field].label} (${PARCEL_BOUNDS[field].unit})`}
            name={field}
            {...number}
            hint={parcelRangeHint(PARCEL_BOUNDS[field])}
            error={problems[field]}
            value={value[field]}
            onChange={set(field)}
          />
        ))}
      </div>
      {scaleWeight !== null || onRemove ? (
        <div className="flex flex-wrap items-center gap-3">
          {scaleWeight !== null ? <span className="text-sm text-slate-600">Scale: {scaleWeight} lb</span> : null}
          {onRemove ? (
            <Button variant="secondary" onClick={onRemove} aria-label={`Remove ${legend}`}>
              Remove
            </Button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
