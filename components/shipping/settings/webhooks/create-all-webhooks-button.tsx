"use client";

import { useState } from "react";
import { useSWRConfig } from "swr";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { WEBHOOK_MSG } from "@/lib/shipping/settings/webhooks/messages";
import { webhookApi } from "./webhook-status-api";

/** The bulk action: confirm, create for every company with a valid token and none active, then the counts. */
export function CreateAllWebhooksButton() {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const { mutate } = useSWRConfig();

  async function run() {
    setBusy(true);
    try {
      const { results } = await webhookApi.createAll();
      const ok = results.filter((r) => r.success).length;
      setOutcome({
        tone: ok === results.length ? "success" : "error",
        text: WEBHOOK_MSG.createAllDone(ok, results.length - ok),
      });
      // Every company's webhook may have changed: a dialog opened next must read its status again, not the cache.
      await mutate((key) => typeof key === "string" && webhookApi.isStatusPath(key));
    } catch (err) {
      setOutcome({ tone: "error", text: WEBHOOK_MSG.createFailed(err instanceof Error ? err.message : String(err)) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Create Webhooks for All
      </Button>
      <Dialog
        open={confirming || outcome !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirming(false);
            setOutcome(null);
          }
        }}
        title="Create webhooks for all companies"
        footer={
          outcome ? (
            <Button onClick={() => setOutcome(null)}>OK</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button onClick={run} busy={busy}>
                Continue
              </Button>
            </>
          )
        }
      >
        {outcome ? (
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        ) : (
          <p className="text-sm">{WEBHOOK_MSG.confirmCreateAll}</p>
        )}
      </Dialog>
    </>
  );
}
