"use client";

import { useApi } from "@/lib/api-client/use-api";
import type { FileEntry } from "@/lib/storage/list-files";

export function filesPath(companyId: string | null, isAdmin: boolean): string | null {
  if (!isAdmin) return "/api/wasabi/list";
  return companyId ? `/api/wasabi/list?companyId=${encodeURIComponent(companyId)}` : null;
}

/**
 * The company's files, refreshed after every change. The list the server page loaded is the starting point for
 * its own path only: an admin switching company fetches the other company's list.
 */
export function useFiles(path: string | null, initial: { path: string | null; files: FileEntry[] | null }) {
  const seeded = initial.files !== null && path === initial.path;
  const { data, error, isLoading, mutate } = useApi<{ files: FileEntry[] }>(path, {
    fallbackData: seeded && initial.files ? { files: initial.files } : undefined,
    revalidateOnMount: !seeded,
  });
  return { files: data?.files ?? [], error: error as Error | undefined, loading: isLoading, refresh: () => mutate() };
}
