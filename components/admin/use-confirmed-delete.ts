"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client/api-fetch";

/**
 * The delete flow every admin list shares: a row asks, a confirmation dialog confirms, the API deletes, the list
 * refreshes. Each screen keeps its own wording (spec 3), passed in as `deleted` (the toast) and `failed` (the alert).
 */
export function useConfirmedDelete<T>(opts: {
  url: (item: T) => string;
  deleted: (item: T) => string;
  failed: (message: string) => string;
  onDeleted: () => Promise<unknown>;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    if (target === null) return;
    setBusy(true);
    setFailure(null);
    try {
      await apiFetch(opts.url(target), { method: "DELETE" });
      toast.success(opts.deleted(target));
      await opts.onDeleted();
    } catch (err) {
      setFailure(opts.failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  return {
    /** The item waiting for confirmation, for the dialog's description. */
    target,
    ask: (item: T) => setTarget(item),
    failure,
    /** Spread onto ConfirmDialog, beside its title and description. */
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setTarget(null);
      },
      confirmLabel: "Delete",
      busy,
      onConfirm: () => void confirm(),
    },
  };
}
