import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { orDash, type DataTableColumns } from "@/components/ui/data-table";
import { preloadDialog } from "@/components/ui/dialog";
import { preloadOn } from "@/components/ui/preload-on";
import type { OutboxRow } from "@/lib/email/outbox-dto";
import { LocalTime } from "../local-time";

/** Created, To, Subject, Template, Status and an Open button that shows the invite (or customer mail) as it would arrive. */
export function outboxColumns(onOpen: (email: OutboxRow) => void): DataTableColumns<OutboxRow> {
  return [
    {
      accessorKey: "createdAt",
      header: "Created",
      sortingFn: "date",
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row }) => <LocalTime iso={row.original.createdAt} />,
    },
    { accessorKey: "toEmail", header: "To" },
    { accessorKey: "subject", header: "Subject", meta: { cellClassName: "font-medium" } },
    { id: "template", accessorFn: (e) => e.template ?? "", header: "Template", cell: orDash },
    {
      id: "status",
      accessorFn: (e) => (e.delivered ? "Sent by SMTP" : "Stored only (no SMTP)"),
      header: "Status",
      cell: ({ row, getValue }) => (
        <Chip tone={row.original.delivered ? "brand" : "neutral"}>{getValue<string>()}</Chip>
      ),
    },
    {
      id: "open",
      header: "Message",
      enableSorting: false,
      meta: { align: "right" },
      cell: ({ row: { original: e } }) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Open the ${e.template?.startsWith("customer-") ? "mail" : "invite"} to ${e.toEmail}`}
          onClick={() => onOpen(e)}
          {...preloadOn(preloadDialog)}
        >
          Open
        </Button>
      ),
    },
  ];
}
