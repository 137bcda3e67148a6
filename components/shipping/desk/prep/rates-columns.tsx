import { Chip } from "@/components/ui/chip";
import type { DataTableColumns } from "@/components/ui/data-table";
import type { RateView } from "@/lib/shipping/labels/get-rates";
import { formatMoney } from "@/lib/money/format-money";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";

/**
 * Carrier (logo), service, days and amount (with how many packages it covers); each row carries its rate id for
 * the keyboard. The rate the order's
 * ship via asks for says so by its service (issue 27).
 */
export const rateColumns = (
  requestedId: string | null,
  rule: { rateId: string; name: string; reason: string } | null = null,
): DataTableColumns<RateView> => [
  {
    id: "provider",
    accessorKey: "provider",
    header: "Carrier",
    cell: ({ row }) => (
      <span className="flex items-center gap-2" data-rate-id={row.original.object_id}>
        {row.original.provider_image_75 ? (
          // Carrier logos come from Shippo's own host; next/image would need every host configured.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={row.original.provider_image_75} alt="" width={32} height={32} className="h-8 w-8 object-contain" />
        ) : null}
        {carrierName(row.original.provider)}
      </span>
    ),
  },
  {
    accessorKey: "serviceLevelName",
    header: "Service",
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-2">
        {row.original.serviceLevelName}
        {row.original.object_id === requestedId ? (
          <Chip tone="brand" title="The service the order's ship via asks for">
            Requested
          </Chip>
        ) : null}
        {/* Issue 38: the company's shipping rule that chose it; its reason is under the table, on demand. */}
        {rule && row.original.object_id === rule.rateId ? (
          <Chip tone="brand" title={rule.reason}>
            Rule: {rule.name}
          </Chip>
        ) : null}
      </span>
    ),
  },
  {
    id: "days",
    accessorFn: (r) => r.estimatedDays ?? 99,
    header: "Days",
    sortingFn: "number",
    cell: ({ row }) =>
      row.original.estimatedDays !== null ? `${row.original.estimatedDays}` : row.original.durationTerms || "—",
  },
  {
    id: "amount",
    accessorFn: (r) => Number(r.amount),
    header: "Amount",
    sortingFn: "number",
    // Several packages: what the amount covers, and how (one multi-piece shipment, or a label per package).
    cell: ({ row }) => (
      <span className="flex flex-col items-end">
        {formatMoney(row.original.amount, row.original.currency)}
        {row.original.packages > 1 ? (
          <span className="text-xs text-slate-600">
            {row.original.packages} packages{row.original.packageRates ? ", a label each" : ", one shipment"}
          </span>
        ) : null}
      </span>
    ),
    meta: { align: "right" },
  },
];
