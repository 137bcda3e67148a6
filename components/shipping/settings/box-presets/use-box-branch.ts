"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { readDefaultBranch } from "../../desk/local-defaults";

type Branches = { branches: string[]; homeBranch: string | null };

// Ship54 Settings' per-branch cards (Box Presets, Label Format) load one after the other: one ERP read serves both
// for the page's life (a failed read is asked again).
let read: Promise<Branches> | null = null;
function readBranches(): Promise<Branches> {
  read ??= apiFetch<Branches>("/api/ship-station/branches").catch((err: unknown) => {
    read = null;
    throw err;
  });
  return read;
}

/**
 * The branch a per-branch settings card shows: the desk's default branch, else the ERP user's home branch. The
 * ERP's branches are offered as suggestions; an administrator without an ERP user types the branch.
 */
export function useBoxBranch() {
  const [branch, setBranch] = useState("");
  const [erpBranches, setErpBranches] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    const saved = readDefaultBranch();
    // Local storage exists only in the browser, after the server render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setBranch(saved);
    readBranches()
      .then((b) => {
        if (!live) return;
        setErpBranches(b.branches);
        if (!saved) setBranch((now) => now || b.homeBranch || b.branches[0] || "");
      })
      .catch(() => undefined); // No ERP user (an administrator): the branch is typed.
    return () => {
      live = false;
    };
  }, []);

  return { branch, setBranch, erpBranches };
}
