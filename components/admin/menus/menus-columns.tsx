import type { DataTableColumns } from "@/components/ui/data-table";
import { ChipList } from "@/components/ui/chip";
import { rowActionsColumn, type RowActionHandlers } from "@/components/ui/row-actions";
import type { MenuDto } from "@/lib/menus/menu-dto";

/** Name, Path, Product, Roles and the row's Edit and Delete (named "Name (product)": names repeat across products). */
export function menuColumns(handlers: RowActionHandlers<MenuDto>): DataTableColumns<MenuDto> {
  return [
    { accessorKey: "name", header: "Name", meta: { cellClassName: "font-medium" } },
    { accessorKey: "path", header: "Path", meta: { cellClassName: "font-mono text-xs" } },
    { accessorKey: "product", header: "Product" },
    {
      id: "roles",
      accessorFn: (m) => m.roles.join(", "),
      header: "Roles",
      cell: ({ row }) => <ChipList values={row.original.roles} tone="brand" />,
    },
    rowActionsColumn((m) => `${m.name} (${m.product})`, handlers),
  ];
}
