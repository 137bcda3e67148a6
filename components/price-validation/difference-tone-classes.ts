import type { DifferenceTone } from "@/lib/price-validation/price-math";

/** Difference colouring (spec 2 section 9): exact green, small amber, large red; text and chart alike. */
export const TONE_TEXT: Record<DifferenceTone, string> = {
  exact: "font-semibold text-green-700",
  small: "font-semibold text-amber-600",
  large: "font-semibold text-red-700",
};

export const TONE_FILL: Record<DifferenceTone, string> = {
  exact: "fill-green-600",
  small: "fill-amber-500",
  large: "fill-red-600",
};
