import useSWR, { type SWRConfiguration } from "swr";
import { SWR_CONFIG } from "./swr-config";

/**
 * An API path read and kept fresh with SWR, through the portal's one fetcher and settings (`SWR_CONFIG`); `options`
 * add to them (`fallbackData`, …). No provider in a layout: swr then reaches only the screens that read with it.
 */
export function useApi<T>(path: string | null, options?: SWRConfiguration<T, Error>) {
  return useSWR<T, Error>(path, { ...SWR_CONFIG, ...options });
}
