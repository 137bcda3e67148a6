import type { DataTableColumns } from "@/components/ui/data-table";
import { ChipList } from "@/components/ui/chip";
import { preloadOn } from "@/components/ui/preload-on";
import { rowActionsColumn, type RowActionHandlers } from "@/components/ui/row-actions";
import type { CompanyDto } from "@/lib/companies/company-dto";

const SURCHARGE = { loggedInUser: "Logged-in user", apiUser: "API user" } as const;
const TRACKING = { disabled: "Disabled", apiUser: "API user" } as const;

type Handlers = RowActionHandlers<CompanyDto> & { onWebhook(c: CompanyDto): void; preloadWebhook(): unknown };

/** Name, Code, API Base URL, Ports, Products, Surcharge, Tracking and the row's Edit and Delete. */
export function companyColumns(handlers: Handlers): DataTableColumns<CompanyDto> {
  return [
    {
      accessorKey: "name",
      header: "Name",
      cell: ({ row: { original: c } }) => (
        <>
          <span className="font-medium">{c.name}</span>
          {c.city || c.state ? (
            <span className="block text-xs text-slate-500">{[c.city, c.state].filter(Boolean).join(", ")}</span>
          ) : null}
        </>
      ),
    },
    { accessorKey: "companyCode", header: "Code", meta: { cellClassName: "font-mono text-xs" } },
    { accessorKey: "apiBaseUrl", header: "API Base URL", meta: { cellClassName: "font-mono text-xs" } },
    { id: "ports", accessorFn: (c) => c.apiPorts.join(", "), header: "Ports" },
    {
      id: "products",
      accessorFn: (c) => c.products.join(", "),
      header: "Products",
      cell: ({ row }) => <ChipList values={row.original.products} tone="brand" />,
    },
    { id: "surcharge", accessorFn: (c) => SURCHARGE[c.surcharge.authMethod], header: "Surcharge" },
    {
      id: "tracking",
      accessorFn: (c) => TRACKING[c.ship54Tracking.authMethod],
      header: "Tracking",
      cell: ({ getValue, row: { original: c } }) => (
        <>
          {String(getValue())}
          <button
            type="button"
            className="block text-xs font-medium text-brand-700 hover:underline"
            aria-label={`Webhook of ${c.name}`}
            onClick={() => handlers.onWebhook(c)}
            {...preloadOn(handlers.preloadWebhook)}
          >
            Webhook
          </button>
        </>
      ),
    },
    rowActionsColumn((c) => c.name, handlers),
  ];
}
