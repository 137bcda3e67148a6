"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
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
import { NO_PROBLEMS, saveProblems, type SaveProblems } from "./save-problems";
import { SaveSettingsBar } from "./save-settings-bar";
import { ShippingPreferencesCard } from "./shipping-preferences-card";
import { ShippoCard } from "./shippo-card";
import { TrackingStatusCard } from "./tracking-status-card";
import { TrackingTestModeCard } from "./tracking-test-mode-card";
import { useNotice } from "./use-notice";
import { useOauthReturn, type OauthReturn } from "./use-oauth-return";
import { useShip54Settings, withCompany } from "./use-ship54-settings";

// Boxes are saved one by one, not by Save Settings, so their card comes after its bar, and its code after the first
// paint.
const BoxPresetsCard = componentOnDemand(() => import("./box-presets/box-presets-card").then((m) => m.BoxPresetsCard));
// The label format too is saved as it is chosen, per branch, beside the boxes.
const LabelFormatCard = componentOnDemand(() =>
  import("./label-format/label-format-card").then((m) => m.LabelFormatCard),
);
// Shipping and freight rules too are saved one by one (issue 38).
const RulesCard = componentOnDemand(() => import("./rules/rules-card").then((m) => m.RulesCard));

type Props = { initial: SettingsView; canManage: boolean; companyQuery: string | null; oauth: OauthReturn };

export function Ship54Settings({ initial, canManage, companyQuery, oauth }: Props) {
  const { settings, setSettings, reload, dirty } = useShip54Settings(initial, companyQuery);
  const router = useRouter();
  // Leaving with changes Save Settings has not saved asks first (they were lost without a word).
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  useLeaveGuard(dirty, setLeavingTo);
  const { notice, show } = useNotice();
  // Save Settings' own outcome, said beside it: a success fades as the screen's notices do, a failure stays until
  // the next save (issue 37 item 9).
  const saved = useNotice();
  const [failed, setFailed] = useState<(SaveProblems & { of: SettingsView }) | null>(null);
  const [saving, setSaving] = useState(false);
  const oauthError = useOauthReturn({ oauth, show, reload, companyQuery });

  async function save() {
    setSaving(true);
    setFailed(null);
    try {
      await apiFetch(withCompany("/api/ship54/settings", companyQuery), { method: "PUT", json: settings });
      await reload();
      saved.show("success", MSG.saved);
    } catch (err) {
      setFailed({ ...saveProblems(err), of: settings });
    } finally {
      setSaving(false);
    }
  }

  // A field's problem is of the settings as they were saved: it goes once they change.
  const problems = failed?.of === settings ? failed.fields : NO_PROBLEMS;
  const shared = { settings, setSettings, reload, show, canManage, companyQuery, problems };
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
      <TrackingTestModeCard {...shared} />
      {/* The cards Save Settings saves, together, its bar at their foot. */}
      <div role="group" aria-label="Saved with Save Settings" className="flex flex-col gap-6">
        <FreightCard {...shared} />
        <CodTermsCard {...shared} />
        <PrintReviewHoldsCard {...shared} />
        <NonParcelCard {...shared} />
        <CustomerMailsCard {...shared} />
        <ShippingPreferencesCard {...shared} />
        <SaveSettingsBar
          saving={saving}
          dirty={dirty}
          outcome={failed ? { tone: "error", text: MSG.saveFailed(failed.message), id: 0 } : saved.notice}
          onSave={() => void save()}
        />
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
      <RulesCard kind="shipping" {...shared} />
      <RulesCard kind="freight" {...shared} />
    </div>
  );
}
