"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { erpProxy } from "@/lib/api-client/api-fetch";
import type { Customer } from "@/lib/erp/schemas/customer";
import { customerCardView, type CustomerCardView } from "@/lib/invoice-lookup/customer-card";
import { INVOICE_LOOKUP_MESSAGES as MSG } from "@/lib/invoice-lookup/messages";
import { CustomerCard } from "./customer-card";
import { CustomerSearch } from "./customer-search";
import { erpPath } from "@/lib/erp/resources/erp-path";
import { InvoiceTable } from "./invoice-table";
import { openInvoicePdf } from "./open-invoice-pdf";
import { useInvoiceSearch } from "./use-invoice-search";

export function InvoiceLookup() {
  const [shipToId, setShipToId] = useState("");
  const [customer, setCustomer] = useState<CustomerCardView | null>(null);
  const [pdfLoading, setPdfLoading] = useState<string | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const invoices = useInvoiceSearch();

  /** A typed search (Enter or Search) starts at page 1; a card for another customer no longer applies. */
  function searchTyped() {
    if (customer && customer.id !== shipToId.trim()) setCustomer(null);
    void invoices.search(shipToId, 1);
  }

  /** Picking a customer sets Ship To ID, loads the card and runs the search (spec 2 section 4). */
  async function pickCustomer(picked: Customer) {
    setShipToId(picked.id);
    setCustomer(customerCardView(picked));
    void invoices.search(picked.id, 1);
    try {
      setCustomer(customerCardView(await erpProxy<Customer>({ method: "GET", url: erpPath("Customers", picked.id) })));
    } catch (err) {
      // The card keeps what the search result showed; the invoices are what the user came for.
      console.error("Failed to fetch customer details", err);
    }
  }

  async function viewPdf(invoiceNumber: string) {
    setPdfLoading(invoiceNumber);
    setPdfError(null);
    try {
      await openInvoicePdf(invoiceNumber);
    } catch (err) {
      console.error("Failed to fetch PDF for", invoiceNumber, err);
      setPdfError(MSG.pdfFailed);
    } finally {
      setPdfLoading(null);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Ship To ID"
          autoFocus
          placeholder="Enter Ship To ID"
          value={shipToId}
          onChange={(e) => setShipToId(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") searchTyped();
          }}
        />
        <Button busy={invoices.loading} onClick={searchTyped}>
          {invoices.loading ? "Loading..." : "Search"}
        </Button>
      </div>
      <div className="max-w-xl">
        <CustomerSearch onSelect={(c) => void pickCustomer(c)} />
      </div>
      {invoices.error ? (
        <Alert tone={invoices.error === MSG.fetchFailed ? "error" : "warning"}>{invoices.error}</Alert>
      ) : null}
      {pdfError ? <Alert tone="error">{pdfError}</Alert> : null}
      {customer ? <CustomerCard customer={customer} /> : null}
      {invoices.result ? (
        <InvoiceTable
          result={invoices.result}
          loading={invoices.loading}
          pdfLoading={pdfLoading}
          onPage={(page) => void invoices.search(invoices.result?.shipToId ?? shipToId, page)}
          onPdf={(n) => void viewPdf(n)}
        />
      ) : null}
    </div>
  );
}
