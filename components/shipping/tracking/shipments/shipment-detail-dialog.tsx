"use client";

import { useApi } from "@/lib/api-client/use-api";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import type { ShipmentDto } from "@/lib/shipping/tracking/shipments/shipment-dto";
import { formatMoney } from "@/lib/money/format-money";
import { StatusChip } from "../status-chip";
import { placeOf, TrackingTimeline } from "./tracking-timeline";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";
import { shipmentStatusWord, statusDetail } from "@/lib/shipping/tracking/status-text";

type Detail = ShipmentDto & {
  tracking_history: {
    status: string;
    status_details: string;
    location: { city: string | null; state: string | null; country: string | null } | null;
    datetime: string;
  }[];
};

/** One shipment's facts and its timeline (GET /api/shipments/{id}). */
export function ShipmentDetailDialog({ shipment, onClose }: { shipment: ShipmentDto; onClose(): void }) {
  const { data, error } = useApi<Detail>(`/api/shipments/${encodeURIComponent(shipment._id)}`);
  const s = data ?? shipment;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Shipment ${s.tracking_number ?? ""}`} width="lg">
      <dl className="mb-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{s.reference ? "Reference" : "Invoice"}</dt>
        <dd>{s.reference ?? s.invoiceNumber}</dd>
        <dt className="text-slate-500">Carrier</dt>
        <dd>
          {carrierName(s.carrier)} {s.servicelevel ?? ""}
        </dd>
        <dt className="text-slate-500">Status</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <StatusChip status={shipmentStatusWord(s)} />
          {statusDetail(s.statusDisplay) ? <span>{statusDetail(s.statusDisplay)}</span> : null}
        </dd>
        <dt className="text-slate-500">Cost</dt>
        <dd>{s.cost ? formatMoney(s.cost.amount, s.cost.currency) : "—"}</dd>
      </dl>
      {error ? <Alert tone="error">{error instanceof Error ? error.message : String(error)}</Alert> : null}
      {data ? (
        <TrackingTimeline
          events={data.tracking_history.map((e) => ({
            status: e.status,
            details: e.status_details,
            when: e.datetime,
            place: placeOf(e.location),
          }))}
        />
      ) : error ? null : (
        <p className="text-sm text-slate-500">Loading the timeline…</p>
      )}
    </Dialog>
  );
}
