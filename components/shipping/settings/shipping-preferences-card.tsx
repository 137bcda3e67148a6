"use client";

import { useId, useState } from "react";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { MSG } from "@/lib/shipping/settings/messages";
import type { SettingsCardProps } from "./card-props";
import { withCompany } from "./use-ship54-settings";

/** enableAutoSearch (this user's, saved with Save Settings) and the company's tracking test mode (saved at once). */
export function ShippingPreferencesCard({ settings, setSettings, show, canManage, companyQuery }: SettingsCardProps) {
  const [toggling, setToggling] = useState(false);
  const testModeId = useId();
  const { enableAutoSearch, enableTrackingTestMode } = settings.shipping;
  const setShipping = (patch: Partial<typeof settings.shipping>) =>
    setSettings((s) => ({ ...s, shipping: { ...s.shipping, ...patch } }));

  async function toggleTestMode(enabled: boolean) {
    setShipping({ enableTrackingTestMode: enabled });
    setToggling(true);
    try {
      await apiFetch(withCompany("/api/ship54/toggle-test-mode", companyQuery), { method: "POST", json: { enabled } });
      show("success", MSG.toggled(enabled));
    } catch {
      // Spec 3 section 4: the toggle reverts when the server call fails.
      setShipping({ enableTrackingTestMode: !enabled });
      show("error", MSG.toggleFailed);
    } finally {
      setToggling(false);
    }
  }

  return (
    <Card title="Shipping Preferences">
      <div className="flex flex-col gap-3 text-sm">
        <Checkbox
          className="items-start [&>input]:mt-0.5"
          checked={enableAutoSearch}
          onChange={(on) => setShipping({ enableAutoSearch: on })}
          label={
            <span>
              <span className="font-medium">Enable auto search</span>
              <span className="block text-slate-600">
                Load orders on the Shipment Dashboard as soon as it opens (your own preference, kept by Save Settings).
              </span>
            </span>
          }
        />
        <div className="flex items-start gap-2">
          <Switch
            aria-labelledby={`${testModeId}-label`}
            aria-describedby={`${testModeId}-hint`}
            checked={enableTrackingTestMode}
            disabled={!canManage || toggling}
            onCheckedChange={(on) => void toggleTestMode(on)}
          />
          <span>
            <span id={`${testModeId}-label`} className="font-medium">
              Tracking test mode
            </span>
            <span id={`${testModeId}-hint`} className="block text-slate-600">
              Invoice Tracking shows test shipments and a Test Mode badge (applies at once, for the whole company).
            </span>
          </span>
        </div>
      </div>
    </Card>
  );
}
