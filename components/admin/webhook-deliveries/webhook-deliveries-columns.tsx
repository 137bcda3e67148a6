import { Button } from "@/components/ui/button";
import { orDash, type DataTableColumns } from "@/components/ui/data-table";
import type { DeliveryRow } from "@/lib/shipping/tracking/list-deliveries";
import { LocalTime } from "../local-time";
import { OutcomeChip } from "./outcome-chip";

/** Received, Company, Event, Tracking Number, Outcome, Why, and a Replay button (busy while its replay runs). */
export function webhookDeliveriesColumns(
  replay: (row: DeliveryRow) => void,
  busyId: string | null,
): DataTableColumns<DeliveryRow> {
  return [
    {
      accessorKey: "receivedAt",
      header: "Received",
      sortingFn: "date",
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row }) => <LocalTime iso={row.original.receivedAt} />,
    },
    { accessorKey: "companyCode", header: "Company" },
    { accessorKey: "event", header: "Event", cell: orDash },
    {
      accessorKey: "trackingNumber",
      header: "Tracking Number",
      meta: { cellClassName: "font-mono text-xs" },
      cell: orDash,
    },
    { accessorKey: "outcome", header: "Outcome", cell: ({ row }) => <OutcomeChip outcome={row.original.outcome} /> },
    { accessorKey: "reason", header: "Why", cell: orDash },
    {
      id: "replay",
      header: "",
      enableSorting: false,
      cell: ({ row: { original: d } }) => (
        <Button
          size="sm"
          variant="secondary"
          busy={busyId === d.id}
          onClick={() => replay(d)}
          aria-label={`Replay delivery of ${d.receivedAt}`}
        >
          Replay
        </Button>
      ),
    },
  ];
}
