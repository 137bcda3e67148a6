"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { codAction, type CodSettings } from "@/lib/shipping/desk/cod-rule";
import { holdAction, type HoldSettings } from "@/lib/shipping/desk/hold-rule";
import { isNotParcel } from "@/lib/shipping/desk/parcel-rule";
import type { QueueOrder } from "@/lib/shipping/desk/queue-order";
import { shipViaMatches } from "@/lib/shipping/desk/ship-via";
import { prefetchOrderDetails } from "./prep/order-details-cache";
import { shipViaIds } from "./ship-via-ids";

export type OrderPrompt = {
  kind: "shipVia" | "notParcel" | "block" | "warn" | "holdBlock" | "holdWarn";
  order: QueueOrder;
};
type DeskRules = { cod: CodSettings; holds: HoldSettings; nonParcel: readonly string[] };

/**
 * Opening an order from the queue (spec 2 sections 4 and 5, issue 27): an order whose ship via is not a parcel one
 * asks first (CLARIFICATIONS 64, scanned or clicked, as COD does; it stands for the ship-via question too), else a
 * scanned order whose ship via is none of the keywords' ship vias asks first; then an order that cannot ship says so (a print review hold under prevent, a COD
 * order with a balance under prevent) before any warning is asked; then the COD warning, then the print review
 * hold's; any other order opens its shipment preparation.
 */
export function useOpenOrder(rules: DeskRules, keywords: readonly string[]) {
  const router = useRouter();
  const [prompt, setPrompt] = useState<OrderPrompt | null>(null);

  const go = (order: QueueOrder) => {
    prefetchOrderDetails(order.invoiceNumber);
    router.push(`/ship-station/${encodeURIComponent(order.invoiceNumber)}`);
  };
  const checkHold = (order: QueueOrder) => {
    if (holdAction(order.printReviewStatus, rules.holds) === "warn") setPrompt({ kind: "holdWarn", order });
    else go(order);
  };
  const checkRules = (order: QueueOrder) => {
    if (holdAction(order.printReviewStatus, rules.holds) === "block") return setPrompt({ kind: "holdBlock", order });
    const cod = codAction(order, rules.cod);
    if (cod === "open") checkHold(order);
    else setPrompt({ kind: cod, order });
  };

  return {
    prompt,
    async open(order: QueueOrder, opts: { askShipVia: boolean }) {
      if (isNotParcel(order.shipVia, rules.nonParcel)) return setPrompt({ kind: "notParcel", order });
      const ask =
        opts.askShipVia && keywords.length > 0 && !shipViaMatches(order.shipVia, keywords, await shipViaIds(keywords));
      if (ask) setPrompt({ kind: "shipVia", order });
      else checkRules(order);
    },
    continueShipVia() {
      if (!prompt) return;
      setPrompt(null);
      checkRules(prompt.order);
    },
    /** COD Order Warning's Ship Anyway: a print review hold still asks. */
    shipAnyway() {
      if (prompt) checkHold(prompt.order);
    },
    continueHold() {
      if (prompt) go(prompt.order);
    },
    close: () => setPrompt(null),
  };
}
