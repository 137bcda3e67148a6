"use client";

import type { RefObject } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { SCALE_NEEDS_CHROME, useSerialScale } from "./use-serial-scale";

export type PackageInput = { length: string; width: string; height: string; weight: string };

type Props = {
  value: PackageInput;
  onChange(next: PackageInput): void;
  /** A weight read from the scale (kept apart: it is the file drop's actual weight). */
  onScaleWeight(lb: number): void;
  weightRef: RefObject<HTMLInputElement | null>;
  firstRef: RefObject<HTMLInputElement | null>;
};

const number = { type: "number", inputMode: "decimal", min: 0, step: "any" } as const;

/** Length, width and height in inches, weight in pounds, and Connect Scale (Web Serial). */
export function PackageFields({ value, onChange, onScaleWeight, weightRef, firstRef }: Props) {
  const scale = useSerialScale((lb) => {
    onScaleWeight(lb);
  });
  const set = (key: keyof PackageInput) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Package</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TextField
          ref={firstRef}
          label="Length (in)"
          name="length"
          {...number}
          value={value.length}
          onChange={set("length")}
        />
        <TextField label="Width (in)" name="width" {...number} value={value.width} onChange={set("width")} />
        <TextField label="Height (in)" name="height" {...number} value={value.height} onChange={set("height")} />
        <TextField
          ref={weightRef}
          label="Weight (lb)"
          name="weight"
          {...number}
          value={value.weight}
          onChange={set("weight")}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={scale.connect} disabled={!scale.supported || scale.connected}>
          {scale.connected ? "Scale Connected" : "Connect Scale"}
        </Button>
        {!scale.supported ? <span className="text-sm text-slate-600">{SCALE_NEEDS_CHROME}</span> : null}
      </div>
      {scale.error ? <Alert tone="error">{scale.error}</Alert> : null}
    </fieldset>
  );
}
