import type { DataTableColumns } from "@/components/ui/data-table";
import { VoidLabelButton } from "@/components/shipping/voids/void-label-button";
import { labelPath } from "@/components/shipping/printers/print-label";
import { ReprintButton } from "@/components/shipping/printers/reprint-button";
import { refundAsked } from "@/lib/shipping/voids/void-state";
import { StatusChip } from "../status-chip";
import { Chip } from "@/components/ui/chip";
import { formatDate } from "@/lib/dates/format-date";
import { formatMoney } from "@/lib/money/format-money";
import type { ShipmentDto } from "@/lib/shipping/tracking/shipments/shipment-dto";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";
import { shipmentStatusWord, statusDetail, statusLabel } from "@/lib/shipping/tracking/status-text";

const money = (m: { amount: number; currency: string } | null) => (m ? formatMoney(m.amount, m.currency) : "—");

/**
 * Tracking Number, Invoice, Carrier (and service), Status, Cost, Ship Date; a row opens the detail dialog. Reprint sends
 * the label again in its format (ZPL to the paired printer, a PDF read through our label route in a tab). Void Label
 * (CLARIFICATIONS 54) acts for the row's company; `onVoided` reloads the list.
 */
export function shipmentColumns(
  onOpen: (s: ShipmentDto) => void,
  onVoided: () => void,
  admin: boolean,
): DataTableColumns<ShipmentDto> {
  return [
    {
      accessorKey: "tracking_number",
      header: "Tracking Number",
      cell: ({ row: { original: s } }) => (
        <button type="button" className="font-mono text-xs text-brand-700 underline" onClick={() => onOpen(s)}>
          {s.tracking_number ?? "—"}
        </button>
      ),
    },
    // A manual shipment goes by its Reference, not its MANUAL- id.
    { id: "invoiceNumber", accessorFn: (s) => s.reference ?? s.invoiceNumber, header: "Invoice" },
    // The service under its carrier: one column fewer, so Void stays on screen at 1366 px beside the sidebar.
    {
      id: "carrier",
      accessorFn: (s) => carrierName(s.carrier),
      header: "Carrier",
      cell: ({ row: { original: s } }) => (
        <div className="flex flex-col">
          <span>{carrierName(s.carrier)}</span>
          <span className="text-xs text-slate-600">{s.servicelevel ?? "—"}</span>
        </div>
      ),
    },
    {
      id: "status",
      accessorFn: (s) => statusLabel(shipmentStatusWord(s)),
      header: "Status",
      cell: ({ row: { original: s } }) => (
        <div className="flex flex-wrap items-center gap-1">
          <StatusChip status={shipmentStatusWord(s)} />
          {statusDetail(s.statusDisplay) ? (
            <span className="text-xs text-slate-600">{statusDetail(s.statusDisplay)}</span>
          ) : null}
          {s.needsAttention ? <Chip tone="warning">Problem</Chip> : null}
          {s.isOverdue ? <Chip tone="warning">Overdue</Chip> : null}
          {s.test ? <Chip>Test</Chip> : null}
        </div>
      ),
    },
    { id: "cost", accessorFn: (s) => s.cost?.amount ?? 0, header: "Cost", cell: ({ row }) => money(row.original.cost) },
    {
      accessorKey: "shipDate",
      header: "Ship Date",
      cell: ({ getValue }) => formatDate(getValue() as string),
      meta: { cellClassName: "whitespace-nowrap" },
    },
    {
      id: "label",
      header: "Label",
      enableSorting: false,
      cell: ({ row: { original: s } }) => (
        <ReprintButton
          labels={[
            {
              shipmentId: s._id,
              trackingNumber: s.tracking_number,
              labelFileType: s.labelFileType,
              labelUrl: labelPath(s._id),
            },
          ]}
          disabled={refundAsked(s.refundStatus)}
          aria-label={`Reprint label ${s.tracking_number ?? s.reference ?? s.invoiceNumber}`}
        />
      ),
    },
    {
      id: "void",
      header: "Void",
      enableSorting: false,
      // A delivered package's label was used: there is nothing to void (issue 37 item 6), unless a void was asked before.
      cell: ({ row: { original: s } }) =>
        s.internalStatus === "DELIVERED" && !s.refundStatus ? (
          "—"
        ) : (
          <VoidLabelButton
            key={`${s._id}:${s.refundStatus ?? ""}`}
            shipmentId={s._id}
            trackingNumber={s.tracking_number}
            initial={{ refundStatus: s.refundStatus, refundMessage: s.refundMessage }}
            companyId={admin ? s.companyId : undefined}
            onVoided={onVoided}
          />
        ),
    },
  ];
}
