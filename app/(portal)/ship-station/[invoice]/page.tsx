import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function ShipmentOrderPage() {
  return <NotBuiltYet title="Shipment Order" issue="the shipping work" />;
}
