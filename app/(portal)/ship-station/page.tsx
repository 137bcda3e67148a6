import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function ShipmentDashboardPage() {
  return <NotBuiltYet title="Shipment Dashboard" issue="the shipping work" />;
}
