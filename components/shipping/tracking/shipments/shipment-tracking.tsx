"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useApi } from "@/lib/api-client/use-api";
import { DataTable } from "@/components/ui/data-table";
import type { ShipmentDto } from "@/lib/shipping/tracking/shipments/shipment-dto";
import { shipmentColumns } from "./shipment-columns";
import { ShipmentDetailDialog } from "./shipment-detail-dialog";
import { shipmentsQuery, type Filters } from "@/lib/shipping/tracking/shipments/table-filters";
import { ShipmentFilters } from "./shipment-filters";

type Page = { shipments: ShipmentDto[]; total: number; page: number; pageSize: number };
type Props = {
  statuses: readonly string[];
  companyId: string | null;
  /** An administrator voids a label for the shipment's own company. */
  admin: boolean;
  /** The statistic cards and the history charts, drawn on the server from one read (CLARIFICATIONS 66). */
  figures: ReactNode;
  /** The filters the address named (a chart's bar links here with them); `initialPage` is already filtered so. */
  initialFilters: Filters;
  initialPage: Page;
};

/** Shipment Tracking (admin): statistics over 30 days, the history charts, filters, 50 rows a page, and a detail dialog with the timeline. */
export function ShipmentTracking({ statuses, companyId, admin, figures, initialFilters, initialPage }: Props) {
  const router = useRouter();
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ShipmentDto | null>(null);
  const query = shipmentsQuery(filters, page, companyId);
  const first = query === shipmentsQuery(initialFilters, 1, companyId);
  const list = useApi<Page>(`/api/shipments?${query}`, {
    fallbackData: first ? initialPage : undefined,
    keepPreviousData: true,
  });
  const data = list.data;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Shipment Tracking</h1>
      {figures}
      <ShipmentFilters
        statuses={statuses}
        initial={initialFilters}
        onApply={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      <DataTable
        label="Shipments"
        columns={shipmentColumns(
          setOpen,
          () => {
            void list.mutate();
            // The cards and charts are read again together on the server, never one of them alone.
            router.refresh();
          },
          admin,
        )}
        data={data?.shipments ?? []}
        getRowId={(s) => s._id}
        loading={list.isLoading || list.isValidating}
        error={
          list.error
            ? `Could not load the shipments: ${list.error instanceof Error ? list.error.message : String(list.error)}`
            : undefined
        }
        empty="No shipments match these filters."
        pagination={{
          mode: "server",
          pageIndex: page - 1,
          onPageIndexChange: (i) => setPage(i + 1),
          pageSize: data?.pageSize ?? 50,
          rowCount: data?.total ?? 0,
        }}
      />
      {open ? <ShipmentDetailDialog shipment={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
