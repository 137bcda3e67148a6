/** The web-access flags of a contact's web settings (spec 2 section 3), as the screen names them. */
export const WEB_FLAGS = [
  { key: "trackerViewOnly", label: "Tracker view only" },
  { key: "enableShipToEdit", label: "Enable ship-to edit" },
  { key: "bidViewOnly", label: "Bid view only" },
  { key: "hideAccountInquiry", label: "Hide account inquiry" },
  { key: "superuser", label: "Superuser" },
  { key: "enableShipToCreate", label: "Enable ship-to create" },
  { key: "hideAccountLedger", label: "Hide account ledger" },
  { key: "enableShipBranchOverride", label: "Enable ship branch override" },
  { key: "sendEmailOnTrackerUpdate", label: "Send email on tracker update" },
] as const;

export type WebFlagKey = (typeof WEB_FLAGS)[number]["key"];

/** Each flag's value in a settings record (absent counts as off). */
export function webFlags(settings: Record<string, unknown>): Record<WebFlagKey, boolean> {
  return Object.fromEntries(WEB_FLAGS.map((f) => [f.key, settings[f.key] === true])) as Record<WebFlagKey, boolean>;
}
