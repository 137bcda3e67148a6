// Spec 3 sections 5 and 8, CLARIFICATIONS 49: Invoice Tracking's texts.
export const INVOICE_MSG = {
  empty: "Please enter an invoice number",
  failed: "Failed to retrieve tracking information",
  sharedInvoice:
    "This invoice number is used by more than one company. Please use the tracking link from your invoice.",
  unknownCompany: (code: string) => `No company with code ${code}.`,
} as const;
