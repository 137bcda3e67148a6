// No imports: the spec reads these without the seed's server modules.

/**
 * Needs Attention's shipments, seeded before the server starts at a branch no other test ships from (ARJB, one of
 * the staff user's): a label bought four days ago that no carrier has scanned, and a label whose refund was refused.
 */
export const ATTENTION_ROWS = {
  branch: "ARJB",
  quiet: { invoice: "S7800001.001" },
  refused: { invoice: "S7800002.001", reason: "The label was already scanned by USPS." },
} as const;
