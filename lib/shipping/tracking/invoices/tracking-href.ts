// No imports: the Shipment Dashboard's columns (client) and the staff pages (server) build their links with it.

/**
 * A link to the public Invoice Tracking page. CLARIFICATIONS 49: every link the portal makes names the company, so
 * the page answers only that company's shipments, whatever other company's ERP issued the same invoice number. A
 * link to a test label (bought with the company's test token) says `testMode=true`: the look-up shows test labels only
 * when asked, and only for a company whose tracking test mode is on (CLARIFICATIONS 30).
 */
export function trackingHref(to: { company: string | null; invoice?: string; testMode?: boolean }): string {
  const query = new URLSearchParams();
  if (to.invoice) query.set("invoiceNumber", to.invoice);
  if (to.company) query.set("company", to.company);
  if (to.testMode) query.set("testMode", "true");
  const search = query.toString();
  return search ? `/invoice-tracking?${search}` : "/invoice-tracking";
}
