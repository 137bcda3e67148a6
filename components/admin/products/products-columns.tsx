import { orDash, type DataTableColumns } from "@/components/ui/data-table";
import { ChipList } from "@/components/ui/chip";
import { rowActionsColumn, type RowActionHandlers } from "@/components/ui/row-actions";
import type { ProductDto } from "@/lib/products/product-dto";

/** ID, Name, Description, Features, Stripe Product ID and Actions (spec 3, Product Management). */
export function productColumns(handlers: RowActionHandlers<ProductDto>): DataTableColumns<ProductDto> {
  return [
    { accessorKey: "_id", header: "ID", meta: { cellClassName: "font-mono text-xs" } },
    { accessorKey: "name", header: "Name", meta: { cellClassName: "font-medium" } },
    { accessorKey: "description", header: "Description", meta: { cellClassName: "max-w-xs text-slate-600" } },
    {
      id: "features",
      accessorFn: (p) => p.features.join(", "),
      header: "Features",
      cell: ({ row }) => <ChipList values={row.original.features} className="max-w-xs" />,
    },
    {
      id: "stripeProductId",
      accessorFn: (p) => p.stripeProductId ?? "",
      header: "Stripe Product ID",
      cell: orDash,
      meta: { cellClassName: "font-mono text-xs" },
    },
    rowActionsColumn((p) => p.name, handlers),
  ];
}
