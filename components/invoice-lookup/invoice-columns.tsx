import { Button } from "@/components/ui/button";
import type { DataTableColumns } from "@/components/ui/data-table";
import { formatShipDate, type InvoiceRow } from "@/lib/invoice-lookup/invoice-rows";

type Pdf = { pdfLoading: string | null; onPdf(invoiceNumber: string): void };

/** Invoice Date (sorted as a date, shown as the portal's date), Invoice Number, PO Number and a View PDF button. */
export function invoiceColumns({ pdfLoading, onPdf }: Pdf): DataTableColumns<InvoiceRow> {
  return [
    {
      accessorKey: "shipDate",
      header: "Invoice Date",
      sortingFn: "date",
      cell: ({ row }) => formatShipDate(row.original.shipDate),
      meta: { cellClassName: "align-middle whitespace-nowrap" },
    },
    { accessorKey: "invoiceNumber", header: "Invoice Number", meta: { cellClassName: "align-middle font-mono" } },
    { accessorKey: "poNumber", header: "PO Number", meta: { cellClassName: "align-middle" } },
    {
      id: "pdf",
      header: "PDF",
      enableSorting: false,
      meta: { cellClassName: "align-middle" },
      cell: ({ row: { original: row } }) => (
        <Button
          size="sm"
          variant="secondary"
          busy={pdfLoading === row.invoiceNumber}
          disabled={!row.invoiceNumber}
          aria-label={`View PDF of invoice ${row.invoiceNumber}`}
          onClick={() => onPdf(row.invoiceNumber)}
        >
          {pdfLoading === row.invoiceNumber ? "Loading..." : "View PDF"}
        </Button>
      ),
    },
  ];
}
