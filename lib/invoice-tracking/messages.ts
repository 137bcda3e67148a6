// Spec 3 sections 5 and 8: Invoice Tracking's texts.
export const INVOICE_MSG = {
  empty: "Please enter an invoice number",
  failed: "Failed to retrieve tracking information",
} as const;
