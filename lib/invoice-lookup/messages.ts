/** Spec 2 sections 2, 5 and 8, word for word. */
export const INVOICE_LOOKUP_MESSAGES = {
  emptyShipTo: "Please enter a Ship To ID.",
  fetchFailed: "Failed to retrieve invoices.",
  noneFor: (shipToId: string) => `No invoices found for Ship To ID ${shipToId}.`,
  noneInTable: "No invoices found for the provided Ship To ID.",
  pdfFailed: "Failed to load PDF. Please try again.",
  noCustomers: "No matching customers",
} as const;
