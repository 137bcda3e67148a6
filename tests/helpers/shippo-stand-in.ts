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
    close: () => sim.close(),
  };
}

export type ShippoStandIn = Awaited<ReturnType<typeof startShippoStandIn>>;
