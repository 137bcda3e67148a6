/** The CONV file's part-number columns, one per company group, with the labels the picker shows (clarification 11). */
export const PART_COLUMNS = ["ESC.PN", "ESE.PN", "ESW.PN"] as const;
export type PartColumn = (typeof PART_COLUMNS)[number];

export const PART_COLUMN_LABELS: Record<PartColumn, string> = {
  "ESC.PN": "Eds Central (NASH) & Coastal",
  "ESE.PN": "Eds East (CHAT)",
  "ESW.PN": "Eds West (LITT)",
};

/** The key column both files carry. */
export const ECL_PN = "ECL_PN";

/** The compare column picked by default when both files have it. */
export const DEFAULT_COMPARE_COLUMN = "OH-TOTAL";

/** The inventory exports put 8 lines of report heading above the column names, which are on line 9. */
export const INVENTORY_SKIP_LINES = 8;
