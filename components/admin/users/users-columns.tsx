import { Chip, ChipList } from "@/components/ui/chip";
import { orDash, type DataTableColumns } from "@/components/ui/data-table";
import { rowActionsColumn, type RowActionHandlers } from "@/components/ui/row-actions";
import type { UserDto } from "@/lib/users/user-dto";
import { USER_TYPE_LABELS } from "@/lib/users/user-type-labels";

type Options = RowActionHandlers<UserDto> & { companyNames: Map<string, string> };

/** Email, Name, User Type, Company, ERP Username, Products and the row's Edit and Delete. */
export function userColumns({ companyNames, ...handlers }: Options): DataTableColumns<UserDto> {
  return [
    { accessorKey: "email", header: "Email", meta: { cellClassName: "font-medium" } },
    {
      id: "name",
      accessorFn: (u) => [u.firstName, u.lastName].filter(Boolean).join(" "),
      header: "Name",
      cell: orDash,
    },
    {
      accessorKey: "userType",
      header: "User Type",
      cell: ({ row }) => (
        <Chip tone={row.original.userType === "admin" ? "warning" : "neutral"}>
          {USER_TYPE_LABELS[row.original.userType]}
        </Chip>
      ),
    },
    {
      id: "company",
      accessorFn: (u) => (u.companyId ? (companyNames.get(u.companyId) ?? "") : ""),
      header: "Company",
      cell: orDash,
    },
    {
      id: "erpUserName",
      accessorFn: (u) => u.erpUserName ?? "",
      header: "ERP Username",
      cell: orDash,
      meta: { cellClassName: "font-mono text-xs" },
    },
    {
      id: "products",
      accessorFn: (u) => u.products.join(", "),
      header: "Products",
      cell: ({ row }) => <ChipList values={row.original.products} tone="brand" />,
    },
    rowActionsColumn((u) => u.email, handlers),
  ];
}
