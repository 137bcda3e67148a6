"use client";

import { useId, useState } from "react";
import { Card } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { MSG } from "@/lib/shipping/settings/messages";
import type { SettingsCardProps } from "./card-props";
import { SaveMode } from "./save-mode";
import { withCompany } from "./use-ship54-settings";

/**
 * The company's tracking test mode (spec 3 section 4): applied as it is switched, for the whole company, so its own
 * card among those that save at once (it sat among Save Settings' preferences, issue 37 item 9).
 */
export function TrackingTestModeCard({ settings, setSettings, show, canManage, companyQuery }: SettingsCardProps) {
  const [toggling, setToggling] = useState(false);
  const id = useId();
  const on = settings.shipping.enableTrackingTestMode;
  const set = (enabled: boolean) =>
    setSettings((s) => ({ ...s, shipping: { ...s.shipping, enableTrackingTestMode: enabled } }));

  async function toggle(enabled: boolean) {
    set(enabled);
    setToggling(true);
    try {
      await apiFetch(withCompany("/api/ship54/toggle-test-mode", companyQuery), { method: "POST", json: { enabled } });
      show("success", MSG.toggled(enabled));
    } catch {
      // Spec 3 section 4: the toggle reverts when the server call fails.
      set(!enabled);
      show("error", MSG.toggleFailed);
    } finally {
      setToggling(false);
    }
  }

  return (
    <Card title="Tracking Test Mode" actions={<SaveMode atOnce />}>
      <div className="flex items-start gap-2 text-sm">
        <Switch
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          checked={on}
          disabled={!canManage || toggling}
          onCheckedChange={(next) => void toggle(next)}
        />
        <span>
          <span id={`${id}-label`} className="font-medium">
            Tracking test mode
          </span>
          <span id={`${id}-hint`} className="block text-slate-600">
            Invoice Tracking shows test shipments and a Test Mode badge (for the whole company).
          </span>
        </span>
      </div>
    </Card>
  );
}
