import { DeliveryProgress } from "@/components/shipping/tracking/delivery-progress";
import { StatusChip } from "@/components/shipping/tracking/status-chip";
import { TrackingNumberLink } from "@/components/shipping/tracking/tracking-number-link";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/dates/format-date";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";
import { shipToText } from "./ship-to-text";
import type { TrackedShipment } from "./use-invoice-tracking";

type Props = { shipment: TrackedShipment; selected: boolean; onShowHistory: () => void };

/** One shipment of the invoice on a phone: the table's columns as a card, with its progress line. */
export function ShipmentCard({ shipment: s, selected, onShowHistory }: Props) {
  const facts: [string, string][] = [
    ["Carrier", carrierName(s.carrier)],
    ["Ship To", shipToText(s) || "—"],
    ["Label Date", formatDate(s.createdAt)],
    ["Latest Update", s.tracking_status_details || "—"],
  ];
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TrackingNumberLink carrier={s.carrier} trackingNumber={s.trackingNumber} />
        <StatusChip status={s.internalStatus} />
      </div>
      <DeliveryProgress status={s.internalStatus} events={s.tracking_history.map((e) => e.status)} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" aria-pressed={selected} onClick={onShowHistory}>
          Show history
        </Button>
        {s.shippoLabelUrl ? (
          <a href={s.shippoLabelUrl} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
            Label
          </a>
        ) : null}
      </div>
    </li>
  );
}
