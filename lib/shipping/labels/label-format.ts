// The label formats a branch buys its labels in (issue 29 point 1): Shippo's `label_file_type`. No imports at all,
// so the browser (Ship54 Settings, the printer) reads the same names without loading zod (labelFormatSchema, in
// ./schemas.ts, is the server's check).

export const LABEL_FORMATS = ["PDF", "PDF_4x6", "ZPLII"] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export const LABEL_FORMAT_NAMES: Record<LabelFormat, string> = {
  PDF: "PDF (letter)",
  PDF_4x6: "PDF 4x6",
  ZPLII: "ZPL (thermal printer)",
};

/** A branch with no setting, and a label recorded before formats existed. */
export const DEFAULT_LABEL_FORMAT: LabelFormat = "PDF";

/** The file a label of this format is saved as. */
export function labelFileExtension(format: LabelFormat): "zpl" | "pdf" {
  return format === "ZPLII" ? "zpl" : "pdf";
}

/** A recorded format (a column null before formats existed, or Shippo's value) as one of ours. */
export function labelFormatOf(value: string | null | undefined): LabelFormat {
  return LABEL_FORMATS.find((f) => f === value) ?? DEFAULT_LABEL_FORMAT;
}
