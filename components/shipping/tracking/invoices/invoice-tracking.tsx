"use client";

import { Search } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { TextField } from "@/components/ui/field";
import { COMPANY_LOGO_PATH } from "@/lib/companies/company-logo";
import { InvoiceResults } from "./invoice-results";
import { useInvoiceTracking } from "./use-invoice-tracking";

/**
 * `company`: the link's company code (CLARIFICATIONS 49), kept for every search made on the page; `companyName`
 * the company it names, shown so the reader knows whose shipments these are (null when the code names none).
 */
type Props = {
  initialInvoice: string;
  company: string | null;
  companyName: string | null;
  /** The link names a company that shows the logo (every one but heritage). */
  showLogo: boolean;
  testMode: boolean;
  signedIn: boolean;
};

/** Invoice Tracking (public): the input with Enter and Search Tracking, the results, and the selected shipment's timeline. */
export function InvoiceTracking({ initialInvoice, company, companyName, showLogo, testMode, signedIn }: Props) {
  const [invoice, setInvoice] = useState(initialInvoice);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { loading, error, answer, search } = useInvoiceTracking({ company, testMode });
  const searched = useRef(false);

  // ?invoiceNumber= (or /invoice-tracking/{invoice}) fills the box and searches once.
  useEffect(() => {
    if (searched.current || !initialInvoice) return;
    searched.current = true;
    void search(initialInvoice);
  }, [initialInvoice, search]);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          {companyName ? (
            <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
              {showLogo ? (
                // eslint-disable-next-line @next/next/no-img-element -- an SVG needs no optimising; next/image would add its client code
                <img src={COMPANY_LOGO_PATH} alt="Company logo" width={24} height={24} />
              ) : null}
              {companyName}
            </p>
          ) : null}
          <h1 className="text-2xl font-semibold">Invoice Tracking</h1>
        </div>
        <div className="flex items-center gap-3">
          {testMode ? <Chip tone="warning">Test Mode</Chip> : null}
          {signedIn ? (
            <Link href="/admin/shipment-tracking" className="text-sm text-brand-700 hover:underline">
              All shipments →
            </Link>
          ) : null}
        </div>
      </header>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSelectedId(null);
          void search(invoice);
        }}
      >
        <TextField
          label="Invoice Number"
          value={invoice}
          maxLength={64}
          autoComplete="off"
          placeholder="e.g. S1000002.001"
          onChange={(e) => setInvoice(e.target.value)}
          className="w-full sm:w-72"
        />
        <Button type="submit" busy={loading}>
          <Search className="h-4 w-4" aria-hidden /> Search Tracking
        </Button>
      </form>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {answer ? <InvoiceResults answer={answer} selectedId={selectedId} onSelect={(id) => setSelectedId(id)} /> : null}
    </div>
  );
}
