"use client";

import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import type { SettingsCardProps } from "./card-props";
import { SaveMode } from "./save-mode";

/** enableAutoSearch: this user's own preference (CLARIFICATIONS 27), saved with Save Settings. */
export function ShippingPreferencesCard({ settings, setSettings }: SettingsCardProps) {
  return (
    <Card title="Shipping Preferences" actions={<SaveMode atOnce={false} />}>
      <Checkbox
        className="items-start text-sm [&>input]:mt-0.5"
        checked={settings.shipping.enableAutoSearch}
        onChange={(on) => setSettings((s) => ({ ...s, shipping: { ...s.shipping, enableAutoSearch: on } }))}
        label={
          <span>
            <span className="font-medium">Enable auto search</span>
            <span className="block text-slate-600">
              Load orders on the Shipment Dashboard as soon as it opens (your own preference).
            </span>
          </span>
        }
      />
    </Card>
  );
}
