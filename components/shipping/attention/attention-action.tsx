"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { toast } from "@/components/ui/toast";
import type { AttentionRowDto } from "@/lib/shipping/attention/attention-dto";
import { VoidLabelButton } from "../voids/void-label-button";
import { focusAttentionHeading } from "./attention-heading";
import { runAttentionAction, type ActionOutcome } from "./run-attention-action";

type Props = {
  row: Pick<
    AttentionRowDto,
    "shipmentId" | "companyId" | "companyCode" | "carrier" | "trackingNumber" | "invoiceNumber" | "action"
  >;
  /** An administrator sees every company's rows; the actions that need the company's ERP session are a staff user's. */
  admin: boolean;
};

/**
 * A Needs Attention row's one action (CLARIFICATIONS 58), each through the portal's own route for it. One that
 * settles the row says so and reads the list again, which leaves the row out; one that does not says why, by the
 * button.
 */
export function AttentionAction({ row, admin }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ tone: "info" | "error"; text: string } | null>(null);
  const { action } = row;

  function done(outcome: ActionOutcome) {
    if (outcome.settled) {
      toast.success(outcome.message);
      focusAttentionHeading();
    } else setSaid({ tone: "info", text: outcome.message });
    router.refresh();
  }

  async function run() {
    if (action.kind === "Void Again") return;
    setBusy(true);
    setSaid(null);
    try {
      done(await runAttentionAction(row, action));
    } catch (err) {
      setSaid({ tone: "error", text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  if (action.kind === "Void Again")
    return (
      <VoidLabelButton
        shipmentId={row.shipmentId}
        trackingNumber={row.trackingNumber}
        companyId={admin ? row.companyId : undefined}
        label="Void Again"
        refreshPage
        onVoided={(r) => {
          if (r.refundStatus !== "SUCCESS") return;
          toast.success(`Label ${r.trackingNumber ?? ""} voided.`);
          focusAttentionHeading();
        }}
      />
    );
  const erpOnly = action.kind === "Post Freight" || action.kind === "Close Out Again";
  if (admin && erpOnly)
    return (
      <p className="text-sm text-slate-600">
        A staff user of {row.companyCode} presses {action.kind}.
      </p>
    );
  if (action.kind === "Post Freight" && !action.workflowId)
    // No workflow to run again (a label from before workflows, or an API caller's): Ship Package again on the desk.
    return (
      <LinkButton size="sm" href={`/ship-station/${encodeURIComponent(row.invoiceNumber)}`}>
        Post Freight
      </LinkButton>
    );
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button variant="secondary" size="sm" busy={busy} onClick={() => void run()}>
        {action.kind}
      </Button>
      {said ? (
        said.tone === "error" ? (
          <Alert tone="error">{said.text}</Alert>
        ) : (
          <p role="status" className="text-sm text-slate-700">
            {said.text}
          </p>
        )
      ) : null}
    </div>
  );
}
