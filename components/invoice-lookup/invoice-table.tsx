"use client";

import { DataTable } from "@/components/ui/data-table";
import { hasNextPage } from "@/lib/invoice-lookup/invoice-page";
import { INVOICE_LOOKUP_MESSAGES as MSG } from "@/lib/invoice-lookup/messages";
import { invoiceColumns } from "./invoice-columns";
import type { InvoicePage } from "./use-invoice-search";

type Props = {
  result: InvoicePage;
  loading: boolean;
  pdfLoading: string | null;
  onPage(page: number): void;
  onPdf(invoiceNumber: string): void;
};

/**
 * The invoices of one page, 25 orders a page. Previous and Next are always shown (spec 2 section 4): Previous is
 * disabled on page 1, Next is enabled only after a full page of 25 came back.
 */
export function InvoiceTable({ result, loading, pdfLoading, onPage, onPdf }: Props) {
  return (
    <DataTable
      label="Invoices"
      columns={invoiceColumns({ pdfLoading, onPdf })}
      data={result.rows}
      getRowId={(row) => row.key}
      empty={MSG.noneInTable}
      loading={loading}
      pagination={{
        mode: "server",
        pageIndex: result.page - 1,
        hasNextPage: hasNextPage(result.ordersOnPage),
        onPageIndexChange: (index) => onPage(index + 1),
        label: "Invoice page",
        status: `Page ${result.page}`,
      }}
    />
  );
}
