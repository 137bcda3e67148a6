"use client";

import type { RefObject } from "react";
import { TextAreaField } from "@/components/ui/textarea-field";
import type { AddressChoice } from "@/db/schema";
import type { ShipAddress } from "@/lib/shipping/desk/ship-address";
import { AddressBlock } from "./address-block";
import { CustomerFactsCard } from "./customer-facts-card";
import { FreightFields, type FreightMethod } from "./freight-fields";
import { ManualShipFrom } from "./manual-ship-from";
import { OrderFacts } from "./order-facts";
import { ShipToCheckPanel } from "./ship-to-check-panel";
import { ShipToFields } from "./ship-to-fields";
import type { useManualShipFrom } from "./use-manual-ship-from";
import type { useOrderDetails } from "./use-order-details";
import type { useShipToCheck } from "./use-ship-to-check";

type Props = {
  manual: boolean;
  details: ReturnType<typeof useOrderDetails>;
  shipFrom: ShipAddress | null;
  shipTo: ShipAddress | null;
  shipToCheck: ReturnType<typeof useShipToCheck>;
  /** The clerk chose the address Shippo suggested, or the one entered: rates quoted for the other go. */
  onShipToChoice: (choice: AddressChoice) => void;
  method: FreightMethod;
  onMethod: (method: FreightMethod) => void;
  /** Manual Ship only: where from, to whom, and its Reference. */
  manualFrom: ReturnType<typeof useManualShipFrom>;
  manualTo: ShipAddress;
  onManualTo: (to: ShipAddress) => void;
  reference: string;
  onReference: (reference: string) => void;
  nameRef: RefObject<HTMLInputElement | null>;
};

/** The order's side of shipment preparation: its facts, the customer's, the addresses and the freight's method. */
export function OrderSide(p: Props) {
  const order = p.details.data?.order ?? null;
  return (
    <div className="flex flex-col gap-4">
      {order ? <OrderFacts order={order} /> : null}
      {order ? (
        <CustomerFactsCard facts={order.customerFacts} shippoResidential={p.shipToCheck.check?.residential ?? null} />
      ) : null}
      {!p.manual ? (
        <TextAreaField label="Shipping Instructions" value={order?.shippingInstructions ?? ""} readOnly rows={2} />
      ) : null}
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-1">
        {p.manual ? <ManualShipFrom from={p.manualFrom} /> : <AddressBlock title="Ship From" address={p.shipFrom} />}
        {p.manual ? (
          <ShipToFields
            value={p.manualTo}
            onChange={p.onManualTo}
            reference={p.reference}
            onReference={p.onReference}
            nameRef={p.nameRef}
          />
        ) : (
          <AddressBlock title="Ship To" address={p.shipTo} missing={p.details.loading ? "Loading…" : undefined} />
        )}
      </div>
      {!p.manual && order ? <ShipToCheckPanel {...p.shipToCheck} onChoose={p.onShipToChoice} /> : null}
      {!p.manual ? (
        <FreightFields method={p.method} onMethod={p.onMethod} product={p.details.data?.freight.product ?? null} />
      ) : null}
    </div>
  );
}
