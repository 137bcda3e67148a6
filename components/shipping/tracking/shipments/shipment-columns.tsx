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

const money = (m: { amount: number; currency: string } | null) => (m ? formatMoney(m.amount, m.currency) : "—");

/**
 * Tracking Number, Invoice, Carrier, Service, Status, Cost, Ship Date; a row opens the detail dialog. Reprint sends
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
    { accessorKey: "carrier", header: "Carrier", cell: ({ getValue }) => String(getValue() ?? "—").toUpperCase() },
    { accessorKey: "servicelevel", header: "Service", cell: ({ getValue }) => (getValue() as string | null) ?? "—" },
    {
      accessorKey: "internalStatus",
      header: "Status",
      cell: ({ row: { original: s } }) => (
        <div className="flex flex-wrap items-center gap-1">
          <StatusChip status={s.internalStatus} />
          {s.statusDisplay && s.statusDisplay !== s.internalStatus ? (
            <span className="text-xs text-slate-600">{s.statusDisplay}</span>
          ) : null}
          {s.needsAttention ? <Chip tone="warning">Needs attention</Chip> : null}
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
      cell: ({ row: { original: s } }) => (
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
