import { startShippoSim } from "@/sim/shippo/server";
import { standInControl } from "./stand-in-control";

export type ShippoTransactionsAtStandIn = {
  shipment: string;
  count: number;
  transactions: {
    object_id: string;
    status: string;
    rate: string;
    parcel: string;
    tracking_number: string;
    /** The format the label was asked in (`label_file_type`). */
    label_file_type: string;
    object_created: string;
    /** Who pays for the label: the shipment's `extra.billing` (null: the caller's own account). */
    billing: { type: string; account: string; zip?: string; country?: string } | null;
    /** The label's parcel's insurance (`extra.insurance`), or null. */
    insurance: { amount: string; currency: string; content: string } | null;
    /** Where the label goes, as Shippo has it. */
    address_to: {
      street1: string;
      street2: string;
      city: string;
      state: string;
      zip: string;
      is_residential: boolean | null;
    };
  }[];
};

export type ShippoRefundsAtStandIn = {
  count: number;
  refunds: { object_id: string; status: string; transaction: string; object_created: string }[];
};

/** The Shippo stand-in (sim/shippo) on a free loopback port, with its control calls (sim/shippo/README.md). */
export async function startShippoStandIn() {
  const sim = await startShippoSim({ host: "127.0.0.1", port: 0 });
  const control = standInControl(sim.url, "Shippo");
  return {
    url: sim.url,
    control,
    /** Every label bought for one Shippo shipment: the proof that a label was bought once. */
    transactions: (shipmentId: string) =>
      control<ShippoTransactionsAtStandIn>(`/shipments/${encodeURIComponent(shipmentId)}/transactions`),
    /** Every refund asked for one label (transaction): the proof that a label was voided once. */
    refunds: (transactionId: string) =>
      control<ShippoRefundsAtStandIn>(`/refunds?transaction=${encodeURIComponent(transactionId)}`),
    clearFaults: () => control("/faults", undefined, "DELETE"),
    /** The API calls the stand-in received (method, path, status, body), oldest first. */
    requests: (path: string) =>
      control<{ requests: { method: string; path: string; status: number; body: unknown }[] }>(
        `/requests?path=${encodeURIComponent(path)}&limit=2000`,
      ).then((r) => r.requests),
    close: () => sim.close(),
  };
}

export type ShippoStandIn = Awaited<ReturnType<typeof startShippoStandIn>>;
