import type { OrderDetails } from "@/lib/shipping/desk/get-order-details";
import { formatDate } from "@/lib/dates/format-date";
import { formatMoney } from "@/lib/money/format-money";

/** Ship branch, ship date, PO number, sales amount, balance due and order writer (spec 2 "Shipment preparation"). */
export function OrderFacts({ order }: { order: OrderDetails }) {
  const facts: [string, string][] = [
    ["Ship Branch", order.shipBranch ?? ""],
    ["Ship Date", order.shipDate ? formatDate(order.shipDate) : ""],
    ["PO Number", order.poNumber ?? ""],
    ["Sales Amount", formatMoney(order.salesTotal)],
    ["Balance Due", formatMoney(order.balanceDue)],
    ["Order Writer", order.writer ?? ""],
    ["Ship Via", order.shipVia ?? ""],
  ];
  return (
    <dl
      aria-label="Order"
      className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-md border border-slate-200 bg-white p-4 text-sm sm:grid-cols-4 lg:grid-cols-3"
    >
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="text-slate-900">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
