"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { componentOnDemand } from "@/components/ui/component-on-demand";
import { UnsavedChangesDialog } from "@/components/ui/unsaved-changes-dialog";
import { leaveTo, useLeaveGuard } from "@/components/ui/use-leave-guard";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { MSG } from "@/lib/shipping/settings/messages";
import type { SettingsView } from "@/lib/shipping/settings/settings-screen-view";
import { CodTermsCard } from "./cod-terms-card";
import { CustomerMailsCard } from "./customer-mails-card";
import { FreightCard } from "./freight-card";
import { NonParcelCard } from "./non-parcel-card";
import { PrintReviewHoldsCard } from "./print-review-holds-card";
import { ShippingPreferencesCard } from "./shipping-preferences-card";
import { ShippoCard } from "./shippo-card";
import { TrackingStatusCard } from "./tracking-status-card";
import { useNotice } from "./use-notice";
import { useOauthReturn, type OauthReturn } from "./use-oauth-return";
import { useShip54Settings, withCompany } from "./use-ship54-settings";

// Boxes are saved one by one, not by Save Settings, so their card comes after it, and its code after the first paint.
const BoxPresetsCard = componentOnDemand(() => import("./box-presets/box-presets-card").then((m) => m.BoxPresetsCard));
// The label format too is saved as it is chosen, per branch, beside the boxes.
const LabelFormatCard = componentOnDemand(() =>
  import("./label-format/label-format-card").then((m) => m.LabelFormatCard),
);

type Props = { initial: SettingsView; canManage: boolean; companyQuery: string | null; oauth: OauthReturn };

export function Ship54Settings({ initial, canManage, companyQuery, oauth }: Props) {
  const { settings, setSettings, reload, dirty } = useShip54Settings(initial, companyQuery);
  const router = useRouter();
  // Leaving with changes Save Settings has not saved asks first (they were lost without a word).
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  useLeaveGuard(dirty, setLeavingTo);
  const { notice, show } = useNotice();
  const [saving, setSaving] = useState(false);
  const oauthError = useOauthReturn({ oauth, show, reload, companyQuery });

  async function save() {
    setSaving(true);
    try {
      await apiFetch(withCompany("/api/ship54/settings", companyQuery), { method: "PUT", json: settings });
      await reload();
      show("success", MSG.saved);
    } catch (err) {
      show("error", MSG.saveFailed(err instanceof Error ? err.message : String(err)));
    } finally {
      setSaving(false);
    }
  }

  const shared = { settings, setSettings, reload, show, canManage, companyQuery };
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Ship54 Settings</h1>
        <p className="text-sm text-slate-600">{settings.companyName}</p>
      </div>
      {oauthError}
      {notice ? (
        <Alert key={notice.id} tone={notice.tone}>
          {notice.text}
        </Alert>
      ) : null}
      {!canManage ? (
        <Alert tone="info">
          Company settings are managed by your Ship54 administrators; you can change your own shipping preferences.
        </Alert>
      ) : null}
      <ShippoCard {...shared} />
      {settings.shippo.customerToken?.isValid ? <TrackingStatusCard {...shared} /> : null}
      <FreightCard {...shared} />
      <CodTermsCard {...shared} />
      <PrintReviewHoldsCard {...shared} />
      <NonParcelCard {...shared} />
      <CustomerMailsCard {...shared} />
      <ShippingPreferencesCard {...shared} />
      <div className="flex items-center gap-3">
        <Button onClick={save} busy={saving}>
          Save Settings
        </Button>
        {dirty ? (
          <span role="status" className="text-sm font-medium text-amber-800">
            Unsaved changes
          </span>
        ) : null}
      </div>
      <UnsavedChangesDialog
        open={leavingTo !== null}
        what="Ship54 Settings"
        onStay={() => setLeavingTo(null)}
        onDiscard={() => {
          const href = leavingTo;
          setLeavingTo(null);
          if (href) leaveTo(router, href);
        }}
      />
      <BoxPresetsCard {...shared} />
      <LabelFormatCard {...shared} />
    </div>
  );
}
