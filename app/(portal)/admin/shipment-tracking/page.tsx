import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function ShipmentTrackingPage() {
  return <NotBuiltYet title="Shipment Tracking" issue="the shipping work" />;
}
