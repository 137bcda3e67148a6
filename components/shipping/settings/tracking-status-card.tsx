"use client";

import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { webhookApi } from "@/components/shipping/settings/webhooks/webhook-status-api";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { MSG } from "@/lib/shipping/settings/messages";
import { relativeDayText } from "@/lib/shipping/settings/relative-time";
import { webhookErrorText } from "@/lib/shipping/settings/webhooks/webhook-error-text";
import type { SettingsCardProps } from "./card-props";
import { SaveMode } from "./save-mode";

/**
 * Spec 3 section 4: Tracking Active, Tracking Issue, or Setting Up with its advice. Shown only with a valid token.
 * Whoever manages the company's settings is also offered what to do next: Set Up Tracking makes the webhook now
 * (it is made by itself after a token is validated, silently, so a failure there left nothing to press).
 */
export function TrackingStatusCard({ settings, setSettings, show, canManage }: SettingsCardProps) {
  const [busy, setBusy] = useState<"refresh" | "create" | null>(null);
  const webhook = settings.shippo.webhook;

  async function setUp() {
    if (!settings.companyId) return show("error", MSG.companyNotFound);
    setBusy("create");
    try {
      await webhookApi.create(settings.companyId);
      const { webhook: fresh } = await webhookApi.status(settings.companyId);
      setSettings((s) => ({ ...s, shippo: { ...s.shippo, webhook: fresh } }));
      show("success", MSG.trackingSetUp);
    } catch (err) {
      show("error", MSG.trackingSetUpFailed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(null);
    }
  }
  const setUpButton = canManage ? (
    <Button size="sm" className="mt-2" onClick={() => void setUp()} busy={busy === "create"}>
      Set Up Tracking
    </Button>
  ) : null;

  async function refresh() {
    if (!settings.companyId) return show("error", MSG.companyNotFound);
    setBusy("refresh");
    try {
      const { webhook: fresh } = await webhookApi.status(settings.companyId);
      setSettings((s) => ({ ...s, shippo: { ...s.shippo, webhook: fresh } }));
      show("success", MSG.refreshed);
    } catch {
      show("error", MSG.refreshFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card
      title="Shipment Tracking"
      actions={
        <SaveMode atOnce>
          <Button variant="secondary" size="sm" onClick={refresh} busy={busy === "refresh"}>
            <RefreshCw className="h-4 w-4" aria-hidden /> Refresh Status
          </Button>
        </SaveMode>
      }
    >
      {webhook?.isActive ? (
        <div role="status" className="text-sm">
          <p className="font-semibold text-green-700">Tracking Active</p>
          <p className="text-slate-600">Shippo sends tracking updates automatically.</p>
          {/* Spec 3 section 9's words as written: Today, Yesterday, N days ago… */}
          {webhook.createdAt ? (
            <p className="text-slate-600">Webhook created: {relativeDayText(webhook.createdAt)}</p>
          ) : null}
        </div>
      ) : webhook?.lastError ? (
        <div role="status" className="text-sm">
          <p className="font-semibold text-red-700">Tracking Issue</p>
          <p className="text-slate-600">{webhookErrorText(webhook.lastError)}</p>
          {setUpButton}
        </div>
      ) : (
        <div role="status" className="text-sm">
          <p className="font-semibold text-amber-700">Setting Up</p>
          <p className="text-slate-600">{MSG.settingUp}</p>
          {setUpButton}
        </div>
      )}
    </Card>
  );
}
