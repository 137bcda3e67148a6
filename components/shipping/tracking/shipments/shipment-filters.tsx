"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { SelectField, TextField } from "@/components/ui/field";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";
import { statusLabel } from "@/lib/shipping/tracking/status-text";
import { SHIPMENT_TABLE_ANCHOR } from "@/lib/shipping/tracking/history/table-href";
import { NO_FILTERS, TABLE_CARRIERS, type Filters } from "@/lib/shipping/tracking/shipments/table-filters";

/**
 * The filters of GET /api/shipments; they apply on Apply Filters (or Enter), Clear resets them. `initial`: the ones
 * the address named (a chart's bar).
 */
export function ShipmentFilters({
  statuses,
  initial,
  onApply,
}: {
  statuses: readonly string[];
  initial: Filters;
  onApply(f: Filters): void;
}) {
  const [f, setF] = useState<Filters>(initial);
  const set = (patch: Partial<Filters>) => setF((v) => ({ ...v, ...patch }));
  return (
    <form
      id={SHIPMENT_TABLE_ANCHOR}
      aria-label="Filters"
      className="grid grid-cols-2 items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(f);
      }}
    >
      <SelectField
        label="Status"
        value={f.status}
        onChange={(e) => set({ status: e.target.value })}
        options={[{ value: "", label: "All" }, ...statuses.map((s) => ({ value: s, label: statusLabel(s) }))]}
      />
      <SelectField
        label="Carrier"
        value={f.carrier}
        onChange={(e) => set({ carrier: e.target.value })}
        options={[{ value: "", label: "All" }, ...TABLE_CARRIERS.map((c) => ({ value: c, label: carrierName(c) }))]}
      />
      <TextField
        label="Tracking Number"
        value={f.trackingNumber}
        maxLength={100}
        onChange={(e) => set({ trackingNumber: e.target.value })}
      />
      <TextField
        label="Invoice Number"
        value={f.invoiceNumber}
        maxLength={64}
        onChange={(e) => set({ invoiceNumber: e.target.value })}
      />
      <TextField label="Date From" type="date" value={f.dateFrom} onChange={(e) => set({ dateFrom: e.target.value })} />
      <TextField label="Date To" type="date" value={f.dateTo} onChange={(e) => set({ dateTo: e.target.value })} />
      <div className="flex h-10 items-center">
        <Checkbox
          label="Problems only"
          checked={f.needsAttention}
          onChange={(needsAttention) => set({ needsAttention })}
        />
      </div>
      {f.service ? <p className="text-sm text-slate-700">Service: {f.service}</p> : null}
      <div className="flex gap-2">
        <Button type="submit">Apply Filters</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setF(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
