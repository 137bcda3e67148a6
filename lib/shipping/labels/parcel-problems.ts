// No zod (it would join the preparation screen's first load): the rates call's parcel schema builds its messages
// from these same texts and bounds, so the screen and the server say one thing.
import { MAX_PARCEL_INCHES, MAX_PARCEL_LB } from "./package-limits";

export type ParcelField = "length" | "width" | "height" | "weight";
export type ParcelText = Record<ParcelField, string>;

type Bound = { label: string; unit: "in" | "lb"; max: number };

export const PARCEL_BOUNDS: Record<ParcelField, Bound> = {
  length: { label: "Length", unit: "in", max: MAX_PARCEL_INCHES },
  width: { label: "Width", unit: "in", max: MAX_PARCEL_INCHES },
  height: { label: "Height", unit: "in", max: MAX_PARCEL_INCHES },
  weight: { label: "Weight", unit: "lb", max: MAX_PARCEL_LB },
};

/** The texts of a parcel field's problems, in plain words with the unit ("Length must be more than 0 in"). */
export const parcelMessage = {
  notNumber: ({ label }: Bound) => `${label} must be a number`,
  notPositive: ({ label, unit }: Bound) => `${label} must be more than 0 ${unit}`,
  tooLarge: ({ label, unit, max }: Bound) => `${label} is at most ${max} ${unit}`,
};

/** A field's range as its hint says it: "More than 0, up to 150 lb". */
export const parcelRangeHint = ({ unit, max }: Bound) => `More than 0, up to ${max} ${unit}`;

const FIELDS = Object.keys(PARCEL_BOUNDS) as ParcelField[];

/**
 * What is wrong with each field of a package as typed, so the screen says it beside the field before anything is
 * asked of Shippo. A field still empty has no problem yet: it is only not ready.
 */
export function parcelProblems(input: ParcelText): Partial<ParcelText> {
  const problems: Partial<ParcelText> = {};
  for (const field of FIELDS) {
    const text = input[field].trim();
    if (!text) continue;
    const bound = PARCEL_BOUNDS[field];
    const value = Number(text);
    if (!Number.isFinite(value)) problems[field] = parcelMessage.notNumber(bound);
    else if (value <= 0) problems[field] = parcelMessage.notPositive(bound);
    else if (value > bound.max) problems[field] = parcelMessage.tooLarge(bound);
  }
  return problems;
}

/** The Get Rates precondition: every field filled and none with a problem. */
export function parcelReady(input: ParcelText): boolean {
  return FIELDS.every((f) => input[f].trim() !== "") && Object.keys(parcelProblems(input)).length === 0;
}
