"use client";

import { Search } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { placeOf, TrackingTimeline } from "@/components/shipping/tracking/shipments/tracking-timeline";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { DataTable } from "@/components/ui/data-table";
import { TextField } from "@/components/ui/field";
import { invoiceTrackingColumns } from "./invoice-tracking-columns";
import { useInvoiceTracking } from "./use-invoice-tracking";

/** `company`: the link's company code (CLARIFICATIONS 49), kept for every search made on the page. */
type Props = { initialInvoice: string; company: string | null; testMode: boolean; signedIn: boolean };

/** Invoice Tracking (public): the input with Enter and Search Tracking, the results, and the selected shipment's timeline. */
export function InvoiceTracking({ initialInvoice, company, testMode, signedIn }: Props) {
  const [invoice, setInvoice] = useState(initialInvoice);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { loading, error, answer, search } = useInvoiceTracking({ company, testMode });
  const searched = useRef(false);

  // ?invoiceNumber= (or /invoice-tracking/{invoice}) fills the box and searches once.
  useEffect(() => {
    if (searched.current || !initialInvoice) return;
    searched.current = true;
    void search(initialInvoice);
  }, [initialInvoice, search]);

  const shipments = answer?.shipments ?? [];
  const selected = shipments.find((s) => s.shipmentId === selectedId) ?? shipments[0] ?? null;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Invoice Tracking</h1>
        <div className="flex items-center gap-3">
          {testMode ? <Chip tone="warning">Test Mode</Chip> : null}
          {signedIn ? (
            <Link href="/admin/shipment-tracking" className="text-sm text-brand-700 hover:underline">
              All shipments →
            </Link>
          ) : null}
        </div>
      </header>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSelectedId(null);
          void search(invoice);
        }}
      >
        <TextField
          label="Invoice Number"
          value={invoice}
          maxLength={64}
          autoComplete="off"
          placeholder="e.g. S1000002.001"
          onChange={(e) => setInvoice(e.target.value)}
          className="w-72"
        />
        <Button type="submit" busy={loading}>
          <Search className="h-4 w-4" aria-hidden /> Search Tracking
        </Button>
      </form>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {answer ? (
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <section aria-label="Results" className="flex flex-col gap-2">
            <p className="text-sm text-slate-600">
              {answer.shipmentCount} shipment{answer.shipmentCount === 1 ? "" : "s"} for invoice {answer.invoiceNumber}
            </p>
            <DataTable
              label="Shipments of the invoice"
              columns={invoiceTrackingColumns}
              data={shipments}
              getRowId={(s) => s.shipmentId}
              empty="No shipments found for this invoice."
              selection={{ selectedId: selected?.shipmentId ?? null, onSelect: (id) => setSelectedId(id) }}
            />
          </section>
          <section aria-label="Timeline" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="mb-3 text-lg font-semibold">
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
      ) : null}
    </div>
  );
}
