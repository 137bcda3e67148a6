"use client";

import { useCallback, useState } from "react";
import { doubtOf, type Doubt } from "@/components/check-again/doubt";
import { useDoubt } from "@/components/check-again/use-doubt";
import { SUCCESS_NOTICE_MS, useExpiringState } from "@/components/ui/use-expiring-state";
import { ApiClientError, erpProxy } from "@/lib/api-client/api-fetch";
import { sendWrite } from "@/lib/api-client/send-write";
import { erpPath } from "@/lib/erp/resources/erp-path";
import type { PriceLine } from "@/lib/erp/schemas/price-line";
import { branchIdsOf, isDirty } from "@/lib/price-line/branch-access";
import { UNDO_WINDOW_MS } from "@/lib/price-line/constants";
import { PRICE_LINE_MESSAGES as MSG } from "@/lib/price-line/messages";
import type { SavedAccess } from "@/lib/price-line/save-access";

export type Notice = { tone: "success" | "error" | "info"; text: string } | null;
/** Someone saved first: their version (now in the ERP) and the list this user tried to save. */
export type Conflict = { theirs: PriceLine; yours: string[] };
/** A save that may have been made (CLARIFICATIONS 53), with what its success would have shown. */
export type SaveDoubt = { doubt: Doubt<SavedAccess>; offerUndo: boolean; success: string };

function conflictOf(err: unknown): Conflict | null {
  if (!(err instanceof ApiClientError) || err.status !== 409) return null;
  const detail = (err.body as { details?: { current?: PriceLine; yours?: string[] }[] } | undefined)?.details?.[0];
  return detail?.current ? { theirs: detail.current, yours: detail.yours ?? [] } : null;
}

/** The selected price line, its saved branch list (the baseline), the edits, and saving with undo and conflicts. */
export function usePriceLineAccess() {
  const [line, setLine] = useState<PriceLine | null>(null);
  const [saved, setSaved] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useExpiringState<NonNullable<Notice>>(SUCCESS_NOTICE_MS, (n) => n.tone === "success");
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [undoList, setUndoList] = useExpiringState<string[]>(UNDO_WINDOW_MS);
  const doubt = useDoubt<SaveDoubt>();
  const { clear: clearDoubt, show: showDoubt } = doubt;

  const adopt = useCallback((next: PriceLine | null) => {
    const ids = next ? branchIdsOf(next.branchAccessList) : [];
    setLine(next);
    setSaved(ids);
    setSelected(ids);
  }, []);

  const load = useCallback(
    async (id: string | null) => {
      setNotice(null);
      clearDoubt();
      setConflict(null);
      setUndoList(null);
      if (!id) return adopt(null);
      setLoading(true);
      try {
        adopt(await erpProxy<PriceLine>({ method: "GET", url: erpPath("PriceLines", id) }));
      } catch (err) {
        console.error("Failed to load price line", id, err);
        adopt(null);
        setNotice({ tone: "error", text: MSG.loadFailed });
      } finally {
        setLoading(false);
      }
    },
    [adopt, setNotice, setUndoList, clearDoubt],
  );

  /** The save is in the ERP: from its answer, or found by Check Again. */
  const applied = useCallback(
    (result: SavedAccess, offerUndo: boolean, success: string) => {
      clearDoubt();
      adopt(result.priceLine);
      setConflict(null);
      setUndoList(offerUndo ? result.previous : null);
      setNotice({ tone: "success", text: success });
    },
    [adopt, clearDoubt, setNotice, setUndoList],
  );

  /** One save of `branchIds` over the line as last read; answers whether it went through. */
  const put = useCallback(
    async (branchIds: string[], offerUndo: boolean, success: string) => {
      if (!line || doubt.pending) return false;
      setSaving(true);
      setNotice(null);
      clearDoubt();
      try {
        const result = await sendWrite<SavedAccess>(`/api/price-line/${encodeURIComponent(line.id)}`, {
          method: "PUT",
          json: { updateKey: line.updateKey, branchAccessList: branchIds },
        });
        applied(result, offerUndo, success);
        return true;
      } catch (err) {
        console.error("Failed to save price line", err);
        const inDoubt = doubtOf<SavedAccess>(err);
        if (inDoubt) showDoubt({ doubt: inDoubt, offerUndo, success });
        else {
          setConflict(conflictOf(err));
          setNotice({ tone: "error", text: MSG.saveFailed(err instanceof Error ? err.message : String(err)) });
        }
        return false;
      } finally {
        setSaving(false);
      }
    },
    [line, doubt.pending, applied, clearDoubt, showDoubt, setNotice],
  );

  const dirty = line !== null && isDirty(saved, selected);
  return {
    line,
    saved,
    selected,
    setSelected,
    dirty,
    loading,
    saving,
    notice,
    conflict,
    doubt,
    applied,
    // Undo puts a whole list back: offered only while there are no newer edits for it to throw away.
    canUndo: undoList !== null && !dirty,
    load,
    /** Spec 2 section 5: a save with nothing changed only says so. */
    noChanges: () => setNotice({ tone: "info", text: MSG.noChanges }),
    save: () => put(selected, true, MSG.saved),
    undo: () => (undoList ? put(undoList, false, MSG.undone) : Promise.resolve(false)),
    discard: () => setSelected(saved),
    /** After a conflict: take their version as the new baseline, keeping this user's list as edits or not. */
    resolveConflict(keepMine: boolean) {
      if (!conflict) return;
      const mine = conflict.yours;
      adopt(conflict.theirs);
      if (keepMine) setSelected(mine);
      setConflict(null);
      setNotice(null);
    },
  };
}
