import { apiFetch } from "@/lib/api-client/api-fetch";
import type { WebhookStatus } from "@/lib/shipping/settings/webhooks/company-webhook-store";

export type { WebhookStatus };
export type WebhookStatusAnswer = { webhook: WebhookStatus; hasValidToken: boolean };

const base = (companyId: string) => `/api/admin/companies/${encodeURIComponent(companyId)}/webhook`;

/** The company webhook calls of spec 3 section 7. */
export const webhookApi = {
  /** The status's address, for `useApi` (the portal's one fetcher reads it). */
  statusPath: (companyId: string) => `${base(companyId)}/status`,
  isStatusPath: (key: string) => key.startsWith("/api/admin/companies/") && key.endsWith("/webhook/status"),
  status: (companyId: string) => apiFetch<WebhookStatusAnswer>(webhookApi.statusPath(companyId)),
  create: (companyId: string) => apiFetch(`${base(companyId)}/create`, { method: "POST" }),
  remove: (companyId: string) => apiFetch(base(companyId), { method: "DELETE" }),
  createAll: () =>
    apiFetch<{ results: { companyId: string; success: boolean; error?: string }[] }>(
      "/api/admin/companies/webhooks/create-all",
      { method: "POST" },
    ),
};
