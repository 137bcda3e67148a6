import { apiFetch } from "@/lib/api-client/api-fetch";
import type { SettingsView } from "@/lib/shipping/settings/settings-screen-view";

/** Spec 3 section 4: after a token is validated, try to create the tracking webhook if none is active; silently. */
export async function autoCreateWebhook(settings: SettingsView): Promise<void> {
  if (settings.shippo.webhook?.isActive || !settings.shippo.customerToken?.isValid) return;
  await apiFetch(`/api/admin/companies/${encodeURIComponent(settings.companyId)}/webhook/create`, {
    method: "POST",
  }).catch(() => undefined);
}
