import type { Company, User } from "@/db/schema";
import { ship54SettingsView } from "@/lib/shipping/settings/settings-view";

/** What the settings screen holds: GET /api/ship54/settings's view, and which company it is. */
export function toSettingsView(company: Company, user: Pick<User, "preferences"> | null) {
  return {
    companyId: company.id,
    companyName: company.name,
    ...ship54SettingsView(company.ship54Settings, user?.preferences ?? {}),
  };
}
export type SettingsView = ReturnType<typeof toSettingsView>;
