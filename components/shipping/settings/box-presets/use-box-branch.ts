"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { readDefaultBranch } from "../../desk/local-defaults";

/**
 * The branch whose boxes the card shows: the desk's default branch, else the ERP user's home branch. The ERP's
 * branches are offered as suggestions; an administrator without an ERP user types the branch.
 */
export function useBoxBranch() {
  const [branch, setBranch] = useState("");
  const [erpBranches, setErpBranches] = useState<string[]>([]);

  useEffect(() => {
    const abort = new AbortController();
    const saved = readDefaultBranch();
    // Local storage exists only in the browser, after the server render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setBranch(saved);
    apiFetch<{ branches: string[]; homeBranch: string | null }>("/api/ship-station/branches", { signal: abort.signal })
      .then((b) => {
        setErpBranches(b.branches);
        if (!saved) setBranch((now) => now || b.homeBranch || b.branches[0] || "");
      })
      .catch(() => undefined); // No ERP user (an administrator): the branch is typed.
    return () => abort.abort();
  }, []);

  return { branch, setBranch, erpBranches };
}
