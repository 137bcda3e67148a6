import { Button } from "@/components/ui/button";
import { orDash, type DataTableColumns } from "@/components/ui/data-table";
import type { StuckIntentDto } from "@/lib/check-again/stuck-intent-dto";
import { LocalTime } from "../local-time";

export type RowCheck = { busyId: string | null; notes: Record<string, string> };

/** What, Summary, Company, Who, Since, Attempts, Last Error, and Check Again with what its last check said. */
export function actionsInDoubtColumns(
  checkAgain: (row: StuckIntentDto) => void,
  check: RowCheck,
): DataTableColumns<StuckIntentDto> {
  return [
    { accessorKey: "what", header: "What" },
    { accessorKey: "summary", header: "Summary", meta: { cellClassName: "font-mono text-xs" }, cell: orDash },
    { accessorKey: "companyCode", header: "Company", cell: orDash },
    { accessorKey: "who", header: "Who", cell: orDash },
    {
      accessorKey: "since",
      header: "Since",
      sortingFn: "date",
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row }) => <LocalTime iso={row.original.since} />,
    },
    { accessorKey: "attempts", header: "Attempts", sortingFn: "number", meta: { align: "right" } },
    {
      accessorKey: "lastError",
      header: "Last Error",
      meta: { cellClassName: "max-w-xs break-words text-xs" },
      cell: orDash,
    },
    {
      id: "check",
      header: "Check",
      enableSorting: false,
      cell: ({ row: { original: r } }) => (
        <div className="flex flex-col items-start gap-1">
          <Button
            size="sm"
            variant="secondary"
            busy={check.busyId === r.id}
            onClick={() => checkAgain(r)}
            aria-label={`Check Again: ${r.what} ${r.summary}`.trim()}
          >
            Check Again
          </Button>
          {check.notes[r.id] ? <span className="max-w-xs text-xs text-slate-700">{check.notes[r.id]}</span> : null}
        </div>
      ),
    },
  ];
}
