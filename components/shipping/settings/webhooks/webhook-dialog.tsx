"use client";

import { useState } from "react";
import { useApi } from "@/lib/api-client/use-api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { WEBHOOK_MSG } from "@/lib/shipping/settings/webhooks/messages";
import { webhookErrorText } from "@/lib/shipping/settings/webhooks/webhook-error-text";
import { relativeDayText } from "@/lib/shipping/settings/relative-time";
import { webhookApi, type WebhookStatusAnswer } from "./webhook-status-api";

const why = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Spec 3, Company Admin's webhook dialog: Active, Error or None; Create Webhook only when none is active and the
 * company has a valid token; Delete Webhook only when one is active, after a confirmation.
 */
export function WebhookDialog({ company, onClose }: { company: { _id: string; name: string }; onClose(): void }) {
  const { data: loaded, error: loadError, mutate } = useApi<WebhookStatusAnswer>(webhookApi.statusPath(company._id));
  const [failure, setFailure] = useState<string | null>(null);
  // Shown in the dialog: a modal hides everything outside it (the notices too) from screen readers.
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const error = failure ?? (loadError ? why(loadError) : null);

  async function act(kind: "create" | "delete") {
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      await (kind === "create" ? webhookApi.create(company._id) : webhookApi.remove(company._id));
      setDone(kind === "create" ? WEBHOOK_MSG.created : WEBHOOK_MSG.deleted);
    } catch (err) {
      setFailure(kind === "create" ? WEBHOOK_MSG.createFailed(why(err)) : WEBHOOK_MSG.deleteFailed(why(err)));
    } finally {
      setBusy(false);
      setConfirming(false);
      await mutate();
    }
  }

  const webhook = loaded?.webhook ?? null;
  const status = webhook?.isActive ? "Active" : webhook?.lastError ? "Error" : "None";
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Tracking webhook – ${company.name}`}>
      <div className="flex flex-col gap-3 text-sm">
        {!loaded && !error ? <p className="text-slate-500">Loading…</p> : null}
        {loaded ? (
          <>
            <p>
              Webhook status: <strong data-testid="webhook-status">{status}</strong>
              {webhook?.isActive && webhook.createdAt ? (
                <span className="text-slate-500"> · Created: {relativeDayText(webhook.createdAt)}</span>
              ) : null}
            </p>
            {webhook?.lastError ? <Alert tone="warning">{webhookErrorText(webhook.lastError)}</Alert> : null}
            {!loaded.hasValidToken ? (
              <p className="text-slate-600">This company has no valid Shippo token, so no webhook can be created.</p>
            ) : null}
          </>
        ) : null}
        {done ? <Alert tone="success">{done}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {loaded && !webhook?.isActive && loaded.hasValidToken ? (
            <Button onClick={() => act("create")} busy={busy}>
              Create Webhook
            </Button>
          ) : null}
          {webhook?.isActive ? (
            <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
              Delete Webhook
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete webhook?"
        description={WEBHOOK_MSG.confirmDelete}
        confirmLabel="Delete Webhook"
        busy={busy}
        onConfirm={() => act("delete")}
      />
    </Dialog>
  );
}
