import type { SWRConfiguration } from "swr";
import { apiFetch, ApiClientError } from "./api-fetch";

/** The one fetcher behind every `useSWR(key)`: the key is an API path, answered through `apiFetch`. */
export function swrFetcher<T = unknown>(path: string): Promise<T> {
  return apiFetch<T>(path);
}

/**
 * The portal's SWR settings (`useApi` in `use-api.ts` hands them to every hook): `apiFetch`'s errors
 * (status, the API's message and details; a 401 has already signed the user out), no refetch on window focus, and
 * a retry only for answers that may differ next time (5xx, time-outs, the network), never for a 4xx.
 */
export const SWR_CONFIG = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  shouldRetryOnError: (err: Error) => !(err instanceof ApiClientError && err.status < 500),
  errorRetryCount: 3,
} satisfies SWRConfiguration;
