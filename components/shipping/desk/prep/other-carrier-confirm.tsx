"use client";

import { useRef, useState } from "react";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { otherCarrier } from "@/lib/shipping/desk/requested-rate";
import type { RateView } from "@/lib/shipping/labels/get-rates";

/**
 * Issue 27: shipping with another carrier than the order's ship via names is asked once per invoice; once confirmed,
 * the invoice's next packages ship without the question. `check` runs `ship` now, or after the confirmation.
 */
export function useOtherCarrierConfirm(shipVia: string | null) {
  const [asking, setAsking] = useState<RateView | null>(null);
  const confirmed = useRef(false);
  const then = useRef<(() => void) | null>(null);

  function check(rate: RateView, ship: () => void) {
    if (confirmed.current || !otherCarrier(shipVia, rate)) return ship();
    then.current = ship;
    setAsking(rate);
  }

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open) setAsking(null);
      }}
      title="Ship with another carrier?"
      description={asking ? `The order asks for ${shipVia}. Ship with ${carrierName(asking.provider)} instead?` : null}
      confirmLabel={asking ? `Ship with ${carrierName(asking.provider)}` : "Ship"}
      onConfirm={() => {
        confirmed.current = true;
        setAsking(null);
        then.current?.();
      }}
    />
  );
  return { check, dialog };
}
