"use client";

import { Button } from "@/components/ui/button";
import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import { hasNextPage, hasPreviousPage } from "@/lib/invoice-lookup/invoice-page";
import { formatShipDate } from "@/lib/invoice-lookup/invoice-rows";
import { INVOICE_LOOKUP_MESSAGES as MSG } from "@/lib/invoice-lookup/messages";
import type { InvoicePage } from "./use-invoice-search";

type Props = {
  result: InvoicePage;
  loading: boolean;
  pdfLoading: string | null;
  onPage(page: number): void;
  onPdf(invoiceNumber: string): void;
};

/** The invoices of one page, 25 orders a page, with Previous and Next by the spec's rules. */
export function InvoiceTable({ result, loading, pdfLoading, onPage, onPdf }: Props) {
  const next = hasNextPage(result.ordersOnPage);
  const previous = hasPreviousPage(result.page);
  return (
    <div className="flex flex-col gap-3">
      <Table aria-label="Invoices">
        <thead>
          <tr>
            <Th>Invoice Date</Th>
            <Th>Invoice Number</Th>
            <Th>PO Number</Th>
            <Th>PDF</Th>
          </tr>
        </thead>
        <tbody>
          {result.rows.length === 0 ? <EmptyRow colSpan={4}>{MSG.noneInTable}</EmptyRow> : null}
          {result.rows.map((row) => (
            <Tr key={row.key}>
              <Td className="align-middle">{formatShipDate(row.shipDate)}</Td>
              <Td className="align-middle font-mono">{row.invoiceNumber}</Td>
              <Td className="align-middle">{row.poNumber}</Td>
              <Td className="align-middle">
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
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      {next || previous ? (
        <nav aria-label="Invoice pages" className="flex items-center justify-center gap-4">
          <Button variant="secondary" size="sm" disabled={!previous || loading} onClick={() => onPage(result.page - 1)}>
            Previous
          </Button>
          <span className="text-sm font-medium text-slate-700">Page {result.page}</span>
          <Button variant="secondary" size="sm" disabled={!next || loading} onClick={() => onPage(result.page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
