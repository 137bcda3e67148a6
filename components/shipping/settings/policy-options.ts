/** Warn or Prevent, as the COD balance policy and the print review holds offer them. */
export const POLICY_OPTIONS = [
  { value: "warn", label: "Warn (ask before shipping)" },
  { value: "prevent", label: "Prevent (block shipping)" },
];
