import { apiFetch } from "@/lib/api-client/api-fetch";

/**
 * An admin screen's Save (a dialog's, the Add Menu form's): a new record is a POST to its list's path, an existing
 * one a PUT to its own (`{listPath}/{id}`); answers the record as the API stored it.
 */
export function saveAdminRecord<T>(listPath: string, id: string | null | undefined, values: unknown): Promise<T> {
  return id
    ? apiFetch<T>(`${listPath}/${encodeURIComponent(id)}`, { method: "PUT", json: values })
    : apiFetch<T>(listPath, { method: "POST", json: values });
}
