import type { BoxPreset, CustomerLastBox } from "@/db/schema";

/** A box as the settings card and the preparation screen receive it. */
export type BoxPresetDto = Pick<BoxPreset, "id" | "branch" | "name" | "length" | "width" | "height" | "emptyWeight">;

export function toBoxPresetDto(p: BoxPreset): BoxPresetDto {
  const { id, branch, name, length, width, height, emptyWeight } = p;
  return { id, branch, name, length, width, height, emptyWeight };
}

/** A customer's last box: the preset (null once deleted) and its size when the label was bought. */
export type LastBoxDto = Pick<CustomerLastBox, "presetId" | "length" | "width" | "height">;

export function toLastBoxDto(b: CustomerLastBox): LastBoxDto {
  const { presetId, length, width, height } = b;
  return { presetId, length, width, height };
}
