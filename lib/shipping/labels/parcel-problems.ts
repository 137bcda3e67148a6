import { parcelSchema } from "./schemas";

export type ParcelField = "length" | "width" | "height" | "weight";
export type ParcelText = Record<ParcelField, string>;

const FIELDS: readonly ParcelField[] = ["length", "width", "height", "weight"];

/**
 * What is wrong with each field of a package as typed, in the rates call's own words ("Length must be more than 0
 * in", "Weight is at most 150 lb"), so the screen says it beside the field before anything is asked of Shippo. A
 * field still empty has no problem yet: it is only not ready.
 */
export function parcelProblems(input: ParcelText): Partial<ParcelText> {
  const problems: Partial<ParcelText> = {};
  for (const field of FIELDS) {
    if (!input[field].trim()) continue;
    const checked = parcelSchema.shape[field].safeParse(input[field]);
    if (!checked.success) problems[field] = checked.error.issues[0]?.message;
  }
  return problems;
}

/** The Get Rates precondition: every field filled and none with a problem. */
export function parcelReady(input: ParcelText): boolean {
  return FIELDS.every((f) => input[f].trim() !== "") && Object.keys(parcelProblems(input)).length === 0;
}
