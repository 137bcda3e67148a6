"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { DirectoryCompany } from "@/lib/price-line/branch-directory";

/** The seven companies and their branches, read once per visit. */
export function useBranchDirectory() {
  const [companies, setCompanies] = useState<DirectoryCompany[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<{ companies: DirectoryCompany[] }>("/api/price-line/branches", { signal: controller.signal })
      .then((answer) => setCompanies(answer.companies))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Failed to load the branches", err);
        setFailed(true);
      });
    return () => controller.abort();
  }, []);
  const names = new Map((companies ?? []).flatMap((c) => c.branches.map((b) => [b.id, b.name] as const)));
  return { companies, failed, nameOf: (id: string) => names.get(id) ?? "" };
}
