import { useRef } from "react";
import { placeOf, TrackingTimeline } from "@/components/shipping/tracking/shipments/tracking-timeline";
import { DataTable } from "@/components/ui/data-table";
import { invoiceTrackingColumns } from "./invoice-tracking-columns";
import { ShipmentCard } from "./shipment-card";
import type { InvoiceTrackingAnswer } from "./use-invoice-tracking";

type Props = { answer: InvoiceTrackingAnswer; selectedId: string | null; onSelect: (id: string) => void };

const EMPTY = "No shipments found for this invoice.";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "1 shipment (2 packages) for invoice S1000002": a shipment of several packages is one shipment, its labels rows. */
export function countText(answer: Pick<InvoiceTrackingAnswer, "shipmentCount" | "shipments" | "invoiceNumber">) {
  const packages = answer.shipments.length;
  const of = packages > answer.shipmentCount ? ` (${plural(packages, "package")})` : "";
  return `${plural(answer.shipmentCount, "shipment")}${of} for invoice ${answer.invoiceNumber}`;
}

/**
 * The invoice's shipments: a table from 640 px, a card each below it (seven columns do not fit a phone), and the
 * selected shipment's timeline beside the table or under the cards.
 */
export function InvoiceResults({ answer, selectedId, onSelect }: Props) {
  const timeline = useRef<HTMLElement>(null);
  const shipments = answer.shipments;
  const selected = shipments.find((s) => s.shipmentId === selectedId) ?? shipments[0] ?? null;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section aria-label="Results" className="flex min-w-0 flex-col gap-2">
        <p className="text-sm text-slate-600">{countText(answer)}</p>
        <div className="hidden sm:block">
          <DataTable
            label="Shipments of the invoice"
            columns={invoiceTrackingColumns}
            data={shipments}
            getRowId={(s) => s.shipmentId}
            empty={EMPTY}
            selection={{ selectedId: selected?.shipmentId ?? null, onSelect }}
          />
        </div>
        <ul aria-label="Shipments of the invoice" className="flex flex-col gap-3 sm:hidden">
          {shipments.map((s) => (
            <ShipmentCard
              key={s.shipmentId}
              shipment={s}
              selected={s.shipmentId === selected?.shipmentId}
              onShowHistory={() => {
                onSelect(s.shipmentId);
                timeline.current?.scrollIntoView({ block: "start" });
              }}
            />
          ))}
          {shipments.length === 0 ? <li className="text-sm text-slate-500">{EMPTY}</li> : null}
        </ul>
      </section>
      <section ref={timeline} aria-label="Timeline" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-3 break-words text-lg font-semibold">
          {selected ? `Tracking ${selected.trackingNumber ?? ""}` : "Timeline"}
        </h2>
        {selected ? (
          <TrackingTimeline
            events={selected.tracking_history.map((e) => ({
              status: e.status,
              details: e.status_details,
              when: e.status_date ?? e.object_created,
              place: placeOf(e.location),
            }))}
          />
        ) : (
          <p className="text-sm text-slate-500">Pick a shipment to see its timeline.</p>
        )}
      </section>
    </div>
  );
}
