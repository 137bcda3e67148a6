// What both freight flows start from: a label bought for a fresh (invoice, package), and the freight body the
// desk sends for it.
import { buy } from "@/tests/integration/shipping/ship-desk";
import { nextPackage, quoteFresh, type LabelWorld } from "./label-world";

export async function labelledPackage(world: LabelWorld, method: "lineitem" | "filedrop") {
  const { invoice, packageNumber } = await nextPackage(world);
  const q = await quoteFresh(world, invoice);
  const label = await buy(world.tokens[0], invoice, q.rates[0].object_id, packageNumber);
  if (label.status !== 200)
    throw new Error(`the label for ${invoice} #${packageNumber} was not bought: ${label.status}`);
  const tracking: string = label.json.tracking_number;
  return {
    invoice,
    packageNumber,
    tracking,
    /** The quote's Shippo shipment (its purchases are the key's labels) and the rate bought. */
    shippoShipment: q.shipmentId,
    rateId: q.rates[0].object_id,
    body: {
      invoiceNumber: invoice,
      trackingNumber: tracking,
      totalFreight: Number(q.rates[0].amount),
      shipVia: q.order.shipVia,
      weight: 4.5,
      actualWeight: 4.4,
      method,
    },
  };
}
