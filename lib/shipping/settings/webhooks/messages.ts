// Spec 3 section 8: the webhook dialog's texts, exactly as written there.
export const WEBHOOK_MSG = {
  created: "Webhook created successfully!",
  deleted: "Webhook deleted successfully!",
  createFailed: (why: string) => `Failed to create webhook: ${why}`,
  deleteFailed: (why: string) => `Failed to delete webhook: ${why}`,
  confirmDelete: "Are you sure you want to delete the webhook? This will stop automatic shipment tracking.",
  confirmCreateAll: "This will create webhooks for all companies with valid Shippo tokens. Continue?",
  createAllDone: (ok: number, failed: number) => `Webhook creation finished: ${ok} successful, ${failed} failed.`,
} as const;
