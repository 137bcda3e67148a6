"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { QueueRow } from "@/lib/shipping/desk/queue-order";
import { readDeskBranch, rememberUserBranch } from "./local-defaults";

/** Spec 2 section 4: the stored default branch's orders load automatically after about 0.5 s. */
const AUTO_LOAD_MS = 500;
export const ORDERS_FAILED = "Failed to load orders.";

/**
 * The Shipping Branch picker's branches and the chosen branch's queue. `autoSearch` is the user's Enable auto
 * search preference (spec 3 section 3, per user): off, the stored branch is still selected but its orders wait
 * for Get Orders. The branch picked is remembered for the user (`userId`) without Save as Default.
 */
export function useShippingQueue({ autoSearch, userId }: { autoSearch: boolean; userId: string }) {
  const [branches, setBranches] = useState<string[] | null>(null);
  const [branchesError, setBranchesError] = useState<string | null>(null);
  const [branch, setBranch] = useState("");
  const [orders, setOrders] = useState<QueueRow[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = useRef(0);
  const autoLoad = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const loadOrders = useCallback(async (b: string): Promise<QueueRow[] | null> => {
    if (!b) return null;
    clearTimeout(autoLoad.current);
    const mine = ++request.current;
    setLoading(true);
    setError(null);
    try {
      const answer = await apiFetch<{ orders: QueueRow[] }>(`/api/ship-station/orders?branch=${encodeURIComponent(b)}`);
      if (mine !== request.current) return null;
      setOrders(answer.orders);
      return answer.orders;
    } catch {
      if (mine === request.current) setError(ORDERS_FAILED);
      return null;
    } finally {
      if (mine === request.current) setLoading(false);
    }
  }, []);

  /** Picking a branch clears the orders (spec 2 section 4). */
  const selectBranch = useCallback(
    (b: string) => {
      // A branch picked by hand wins over the stored one still waiting to load.
      clearTimeout(autoLoad.current);
      request.current++;
      setBranch(b);
      setOrders(null);
      setError(null);
      setLoading(false);
      if (b) rememberUserBranch(userId, b);
    },
    [userId],
  );

  useEffect(() => {
    apiFetch<{ branches: string[] }>("/api/ship-station/branches")
      .then(({ branches: list }) => {
        setBranches(list);
        const wanted = readDeskBranch(userId);
        if (!wanted || !list.includes(wanted)) return;
        selectBranch(wanted);
        if (autoSearch) autoLoad.current = setTimeout(() => void loadOrders(wanted), AUTO_LOAD_MS);
      })
      .catch((err: Error) => setBranchesError(err.message));
    return () => clearTimeout(autoLoad.current);
  }, [autoSearch, loadOrders, selectBranch, userId]);

  return { branches, branchesError, branch, selectBranch, orders, loading, error, loadOrders };
}
