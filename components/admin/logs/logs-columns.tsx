import { Chip } from "@/components/ui/chip";
import { orDash, type DataTableColumns } from "@/components/ui/data-table";
import type { LogDto } from "@/lib/logs/log-dto";
import { LocalTime } from "../local-time";

const text = (v: unknown) => (typeof v === "string" && v ? v : null);
const TYPE_TONE = { "login-failure": "warning", admin: "brand" } as const;

/** Timestamp, User, Company, Type, Message and Meta Info (IP and method as chips; the whole meta on hover). */
export const LOG_COLUMNS: DataTableColumns<LogDto> = [
  {
    accessorKey: "timestamp",
    header: "Timestamp",
    sortingFn: "date",
    meta: { cellClassName: "whitespace-nowrap" },
    cell: ({ row }) => <LocalTime iso={row.original.timestamp} />,
  },
  { id: "user", accessorFn: (e) => e.userEmail ?? "", header: "User", cell: orDash },
  { id: "company", accessorFn: (e) => e.companyCode ?? "", header: "Company", cell: orDash },
  {
    accessorKey: "type",
    header: "Type",
    cell: ({ row: { original: e } }) => (
      <Chip tone={TYPE_TONE[e.type as keyof typeof TYPE_TONE] ?? "neutral"}>{e.type}</Chip>
    ),
  },
  { accessorKey: "message", header: "Message", meta: { cellClassName: "max-w-md break-words" } },
  {
    id: "meta",
    header: "Meta Info",
    enableSorting: false,
    cell: ({ row: { original: e } }) => {
      const ip = text(e.meta.ip);
      const method = text(e.meta.method);
      return (
        <div className="flex flex-wrap gap-1" title={JSON.stringify(e.meta)}>
          {ip ? <Chip>IP: {ip}</Chip> : null}
          {method ? <Chip tone="brand">{method}</Chip> : null}
        </div>
      );
    },
  },
];
