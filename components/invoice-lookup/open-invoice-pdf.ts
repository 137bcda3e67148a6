"use client";

import { erpProxy } from "@/lib/api-client/api-fetch";
import { PDF_URL_LIFETIME_MS } from "@/lib/invoice-lookup/constants";
import { erpPath } from "@/lib/erp/resources/erp-path";

/**
 * Opens an invoice's PDF in a new tab. The tab is opened at the click, before the PDF is fetched, so the browser
 * treats it as the user's action and does not block it as a pop-up; it is closed again if the fetch fails. The
 * object URL is released after 10 s (spec 2 section 9), by when the tab has loaded it.
 */
export async function openInvoicePdf(invoiceId: string): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const pdf = await erpProxy<Blob>({ method: "GET", url: erpPath("SalesOrders", invoiceId, "PrintInvoice") });
    if (!(pdf instanceof Blob)) throw new Error("The answer is not a PDF.");
    const url = URL.createObjectURL(new Blob([pdf], { type: "application/pdf" }));
    if (tab) tab.location.href = url;
    else window.open(url, "_blank");
    setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
