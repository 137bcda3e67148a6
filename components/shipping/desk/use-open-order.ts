"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { codAction, type CodSettings } from "@/lib/shipping/desk/cod-rule";
import type { QueueOrder } from "@/lib/shipping/desk/queue-order";
import { shipViaMatches } from "@/lib/shipping/desk/ship-via";
import { prefetchOrderDetails } from "./prep/order-details-cache";
import { shipViaIds } from "./ship-via-ids";

export type OrderPrompt = { kind: "shipVia" | "block" | "warn"; order: QueueOrder };

/**
 * Opening an order from the queue (spec 2 sections 4 and 5): a scanned order whose ship via is none of the
 * keywords' ship vias asks first; a COD order with a balance is blocked (prevent) or warned about (warn); any other order
 * opens its shipment preparation.
 */
export function useOpenOrder(cod: CodSettings, keywords: readonly string[]) {
  const router = useRouter();
  const [prompt, setPrompt] = useState<OrderPrompt | null>(null);

  const go = (order: QueueOrder) => {
    prefetchOrderDetails(order.invoiceNumber);
    router.push(`/ship-station/${encodeURIComponent(order.invoiceNumber)}`);
  };
  const checkCod = (order: QueueOrder) => {
    const action = codAction(order, cod);
    if (action === "open") go(order);
    else setPrompt({ kind: action, order });
  };

  return {
    prompt,
    async open(order: QueueOrder, opts: { askShipVia: boolean }) {
      const ask =
        opts.askShipVia && keywords.length > 0 && !shipViaMatches(order.shipVia, keywords, await shipViaIds(keywords));
      if (ask) setPrompt({ kind: "shipVia", order });
      else checkCod(order);
    },
    continueShipVia() {
      if (!prompt) return;
      setPrompt(null);
      checkCod(prompt.order);
    },
    shipAnyway() {
      if (prompt) go(prompt.order);
    },
    close: () => setPrompt(null),
  };
}
