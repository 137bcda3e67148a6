import { apiFetch } from "@/lib/api-client/api-fetch";
import type { WebhookStatus } from "@/lib/shippo-webhooks/company-webhook-store";

export type { WebhookStatus };

const base = (companyId: string) => `/api/admin/companies/${encodeURIComponent(companyId)}/webhook`;

/** The company webhook calls of spec 3 section 7. */
export const webhookApi = {
  status: (companyId: string) => apiFetch<{ webhook: WebhookStatus; hasValidToken: boolean }>(`${base(companyId)}/status`),
  create: (companyId: string) => apiFetch(`${base(companyId)}/create`, { method: "POST" }),
  remove: (companyId: string) => apiFetch(base(companyId), { method: "DELETE" }),
  createAll: () => apiFetch<{ results: { companyId: string; success: boolean; error?: string }[] }>("/api/admin/companies/webhooks/create-all", { method: "POST" }),
};
