"use client";

import { useApi } from "@/lib/api-client/use-api";

/**
 * A list the server page already loaded, refreshed from the API after each change (`refresh()`).
 * The page's data is the starting point, so there is no loading flash on first render.
 */
export function useAdminList<T>(path: string, initial: T[]) {
  const { data, error, isValidating, mutate } = useApi<T[]>(path, {
    fallbackData: initial,
    revalidateOnMount: false,
  });
  return {
    items: data ?? initial,
    error: error as Error | undefined,
    refreshing: isValidating,
    refresh: () => mutate(),
  };
}
