"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
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
 * is shown where the button was, in the status words (Refund pending, Voided, or Refund refused with Shippo's reason
 * beside it: the button stays), and the focus goes there.
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
  // Issue 37 item 6: once the question closes, the focus goes to what the void came to (the button that had it is
  // gone), inside whatever dialog holds it, not to the page.
  const [answered, setAnswered] = useState(0);
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!answered) return;
    // After the closed question's own focus return (Radix restores it on a timer, to a button no longer there).
    const timer = setTimeout(() => outcome.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [answered]);

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
      setAnswered((n) => n + 1);
    }
  }

  return (
    <div ref={outcome} tabIndex={-1} className="flex flex-col items-start gap-1 focus:outline-none">
      {refundAsked(state.refundStatus) ? null : (
        <Button variant="secondary" size="sm" busy={busy} onClick={() => setAsking(true)}>
          {label}
        </Button>
      )}
      {error ? (
        <Alert tone="error">{error}</Alert>
      ) : text ? (
        <>
          <p role="status" className="text-sm font-medium text-slate-700">
            {text.word}
          </p>
          {text.reason ? <p className="text-xs text-slate-600">{text.reason}</p> : null}
        </>
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
