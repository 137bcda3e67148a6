// The Shippo stand-in's knobs (sim/shippo/README.md) aimed at the label purchase and its recovery read.
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import type { Fault } from "./model";

/**
 * The purchase answers QUEUED and stays so for the next reads (issue 24 point 2). A stand-in without the knob
 * leaves the fault out of the schedules (the report lists it as not injected).
 */
const QUEUED_KNOB = { path: "/queue-next-transaction", body: { count: 1, reads: 2 } };
const HELD_MS = 500;

export const SHIPPO_FAULTS = [
  "lost-answer",
  "late-answer",
  "write-4xx",
  "write-429",
  "write-5xx",
  "read-4xx",
  "read-429",
  "read-5xx",
  "shippo-queued",
  "db-drop",
] as const satisfies readonly Fault[];

/** What the knobs aim at: the label purchase (`/transactions`) or a void's refund (`/refunds`). */
export type ShippoTarget = {
  path: "/transactions" | "/refunds" | "/manifests";
  lose: "/lose-next-transaction" | "/lose-next-refund" | "/lose-next-manifest";
};
export const PURCHASE: ShippoTarget = { path: "/transactions", lose: "/lose-next-transaction" };
export const REFUND: ShippoTarget = { path: "/refunds", lose: "/lose-next-refund" };
/** A close-out's manifest (the USPS SCAN form). */
export const MANIFEST: ShippoTarget = { path: "/manifests", lose: "/lose-next-manifest" };

function knob(fault: Fault, target: ShippoTarget): readonly [string, unknown] {
  const fail = (status: number, method: string) => ["/fail-next", { status, method, path: target.path }] as const;
  switch (fault) {
    case "lost-answer":
      return [target.lose, { mode: "reset" }];
    case "late-answer":
      return [target.lose, { mode: "hang" }];
    case "write-4xx":
      return fail(400, "POST");
    case "write-429":
      return fail(429, "POST");
    case "write-5xx":
      return fail(503, "POST");
    case "read-4xx":
      return fail(400, "GET");
    case "read-429":
      return fail(429, "GET");
    case "read-5xx":
      return fail(500, "GET");
    case "shippo-queued":
      // A refund Shippo keeps PENDING for the next reads; a purchase kept QUEUED.
      return target === REFUND ? ["/pending-next-refund", { reads: 2 }] : [QUEUED_KNOB.path, QUEUED_KNOB.body];
    case "refund-refused-later":
      // PENDING when asked, and for the next read; the read after finds it ERROR (the carrier turned it down).
      return ["/pending-next-refund", { reads: 1, settle: "ERROR" }];
    case "db-drop":
      // Every call is held this long before Shippo acts; the connections are ended inside that window.
      return ["/latency", { ms: HELD_MS }];
    default:
      throw new Error(`Shippo has no knob for ${fault}`);
  }
}

export async function armShippoFault(shippo: ShippoStandIn, fault: Fault, target = PURCHASE) {
  const [path, body] = knob(fault, target);
  await shippo.control(path, body);
}

/** Whether the stand-in has the knob (only the QUEUED one may be missing). */
export async function shippoHasKnob(shippo: ShippoStandIn, fault: Fault): Promise<boolean> {
  if (fault !== "shippo-queued") return true;
  try {
    await shippo.control(QUEUED_KNOB.path, QUEUED_KNOB.body);
    await shippo.clearFaults();
    return true;
  } catch {
    return false;
  }
}

/**
 * A purchase Shippo bills: QUEUED, WAITING or PENDING (billed once it settles), SUCCESS, and a label whose refund is
 * still open or was refused (REFUNDPENDING, REFUNDREJECTED). Not an ERROR purchase, nor a label refunded.
 */
export const isPaid = (t: { status: string }) => t.status !== "ERROR" && t.status !== "REFUNDED";

/**
 * The labels paid for one Shippo shipment, whatever their state there (issue 36 point 5), from the stand-in's own
 * record of its transactions: the effect of a label purchase.
 */
export async function labelsBought(shippo: ShippoStandIn, shipmentId: string): Promise<number> {
  const { transactions } = await shippo.transactions(shipmentId);
  return transactions.filter(isPaid).length;
}
