"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { ShipAddress } from "@/lib/shipping/desk/ship-address";
import { readDeskBranch, rememberUserBranch } from "../local-defaults";

type Branches = { branches: string[]; homeBranch: string | null };

/**
 * A manual shipment's Ship From: the chosen branch's address, as an invoice ships from its branch's (the branch's
 * entity). The branch starts as the one the user's desk was last on, else the stored default, else the user's home
 * branch. A branch whose address cannot be read ships from the company's address (spec 2 section 7).
 */
export function useManualShipFrom(manual: boolean, companyFrom: ShipAddress | null, userId: string) {
  const [branches, setBranches] = useState<string[] | null>(null);
  const [branch, setBranch] = useState("");
  const [address, setAddress] = useState<ShipAddress | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!manual) return;
    apiFetch<Branches>("/api/ship-station/branches")
      .then(({ branches: list, homeBranch }) => {
        setBranches(list);
        const wanted = [readDeskBranch(userId), homeBranch, list[0]];
        setBranch(wanted.find((b): b is string => Boolean(b && list.includes(b))) ?? "");
      })
      .catch((err: Error) => setError(`Failed to load your branches: ${err.message}`));
  }, [manual, userId]);

  useEffect(() => {
    if (!branch) return;
    const abort = new AbortController();
    // A new branch's address is on its way: the old one must not be shipped from meanwhile.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAddress(null);
    setLoading(true);
    apiFetch<{ address: ShipAddress | null }>(`/api/ship-station/branches/${encodeURIComponent(branch)}/address`, {
      signal: abort.signal,
    })
      .then((r) => !abort.signal.aborted && setAddress(r.address))
      .catch(() => !abort.signal.aborted && setAddress(null))
      .finally(() => !abort.signal.aborted && setLoading(false));
    return () => abort.abort();
  }, [branch]);

  function select(b: string) {
    setBranch(b);
    if (b) rememberUserBranch(userId, b);
  }

  const fallback = Boolean(branch) && !loading && !address;
  return {
    branches,
    branch,
    select,
    loading,
    error,
    /** The branch's address, else (not readable, or no branch to pick) the company's; null while it loads. */
    shipFrom: loading ? null : branch ? (address ?? companyFrom) : branches || error ? companyFrom : null,
    fallback,
  };
}
