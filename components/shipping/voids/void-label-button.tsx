"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { CheckAgainNotice } from "@/components/check-again/check-again-on-demand";
import { doubtOf, type Doubt } from "@/components/check-again/doubt";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { VoidResult } from "@/lib/shipping/voids/void-result";
import { refundAsked, voidStateText, type VoidState } from "@/lib/shipping/voids/void-state";

type Props = {
  shipmentId: string;
  trackingNumber: string | null;
  /** What the screen already knows of the label's void (a shipped package, a tracking row); none for a new label. */
  initial?: VoidState;
  /** An administrator acts for the shipment's company. */
  companyId?: string;
  onVoided?(result: VoidResult): void;
  /** The page's server data shows the void once done (a shipped invoice's packages, Needs Attention). */
  refreshPage?: boolean;
  /** What the button and its confirmation say: Void Label, or Void Again on a label whose void did not settle. */
  label?: string;
};

/**
 * Void Label (CLARIFICATIONS 54): asks first (Cancel has the focus), then Shippo is asked for the refund; the state
 * is shown where the button was: refund pending, refunded, or refused with Shippo's reason (the button stays).
 */
export function VoidLabelButton({
  shipmentId,
  trackingNumber,
  initial,
  companyId,
  onVoided,
  refreshPage,
  label = "Void Label",
}: Props) {
  const router = useRouter();
  const [state, setState] = useState<VoidState>(initial ?? { refundStatus: null, refundMessage: null });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [doubt, setDoubt] = useState<Doubt<unknown> | null>(null);
  const text = voidStateText(state);

  function settled(result: VoidResult) {
    setState({ refundStatus: result.refundStatus, refundMessage: null });
    onVoided?.(result);
    if (refreshPage) router.refresh();
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    setDoubt(null);
    try {
      const url = `/api/shipments/${encodeURIComponent(shipmentId)}/void`;
      settled(await apiFetch<VoidResult>(url, { method: "POST", json: companyId ? { companyId } : {} }));
    } catch (err) {
      const inDoubt = doubtOf<unknown>(err);
      if (inDoubt) setDoubt(inDoubt);
      else setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1">
      {refundAsked(state.refundStatus) ? null : (
        <Button variant="secondary" size="sm" busy={busy} onClick={() => setAsking(true)}>
          {label}
        </Button>
      )}
      {error ? (
        <Alert tone="error">{error}</Alert>
      ) : text ? (
        <p role="status" className="text-sm font-medium text-slate-700">
          {text}
        </p>
      ) : null}
      {doubt ? (
        <CheckAgainNotice
          key={doubt.seq}
          doubt={doubt}
          subject="refund"
          onDone={() => void confirm()}
          onFreed={() => setDoubt(null)}
        />
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !busy && setAsking(open)}
        title="Void this label?"
        description={`Shippo is asked to refund the label${trackingNumber ? ` ${trackingNumber}` : ""}, and the freight posted for it is reversed. This cannot be undone.`}
        confirmLabel={label}
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
