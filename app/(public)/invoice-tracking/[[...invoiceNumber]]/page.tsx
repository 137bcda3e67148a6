import { getServerSession } from "next-auth";
import { connection } from "next/server";
import { PortalChrome } from "@/components/layout/portal-chrome";
import { InvoiceTracking } from "@/components/shipping/tracking/invoices/invoice-tracking";
import { getDb } from "@/db/client";
import { showsCompanyLogo } from "@/lib/companies/company-logo";
import { findCompanyByCode } from "@/lib/companies/find-company-by-code";
import { getAuthOptions } from "@/lib/sign-in/next-auth-options";
import { COMPANY_CODE_MAX } from "@/lib/shipping/tracking/invoices/schemas";
import { trackingTestMode } from "@/lib/shipping/tracking/invoices/tracking-test-mode";

type Props = {
  params: Promise<{ invoiceNumber?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Public: /invoice-tracking, /invoice-tracking/{invoice} and ?invoiceNumber= (the Shipment Dashboard's links), with
 * ?company= and ?testMode=true (CLARIFICATIONS 49: the portal's links name the company, whose shipments alone then answer, and the page
 * shows its name and, but for heritage, the company logo as the navigation bar does).
 */
export default async function InvoiceTrackingPage({ params, searchParams }: Props) {
  await connection();
  const [{ invoiceNumber }, query] = await Promise.all([params, searchParams]);
  const fromQuery = typeof query.invoiceNumber === "string" ? query.invoiceNumber : "";
  const initialInvoice = (fromQuery || invoiceNumber?.[0] || "").slice(0, 64);
  const company = typeof query.company === "string" ? query.company.trim().slice(0, COMPANY_CODE_MAX) : "";
  const session = await getServerSession(getAuthOptions());
  const claims = session?.user ?? null;
  const db = await getDb();
  const [companyTestMode, named] = await Promise.all([
    trackingTestMode(db, claims),
    company ? findCompanyByCode(db, company, { name: true, companyCode: true }) : undefined,
  ]);
  const tracking = (
    <InvoiceTracking
      initialInvoice={initialInvoice}
      company={company || null}
      companyName={named?.name ?? null}
      showLogo={Boolean(named) && showsCompanyLogo(named?.companyCode)}
      // A test label's link says testMode=true (a mail to a customer who is not signed in); the look-up needs it.
      testMode={query.testMode === "true" || companyTestMode}
      signedIn={Boolean(claims)}
    />
  );
  // Signed in (the Shipment Dashboard's links lead here), the page keeps the portal's frame around it (issue 28).
  if (claims) return <PortalChrome user={claims}>{tracking}</PortalChrome>;
  return <main className="mx-auto max-w-6xl px-4 py-10">{tracking}</main>;
}
