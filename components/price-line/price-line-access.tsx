"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { CheckAgainNotice } from "@/components/check-again/check-again-on-demand";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { UnsavedChangesDialog } from "@/components/ui/unsaved-changes-dialog";
import { leaveTo, useLeaveGuard } from "@/components/ui/use-leave-guard";
import type { PriceLine } from "@/lib/erp/schemas/price-line";
import { accessDiff } from "@/lib/price-line/branch-access";
import { PRICE_LINE_SEARCH_DEBOUNCE_MS } from "@/lib/price-line/constants";
import { BranchAccessEditor } from "./branch-access-editor";
import { ConfirmSaveDialog } from "./confirm-save-dialog";
import { PriceLineSearch } from "./price-line-search";
import { StaleConflict } from "./stale-conflict";
import { useBranchDirectory } from "./use-branch-directory";
import { usePriceLineAccess } from "./use-price-line-access";

/** Where the user wanted to go when the Unsaved Changes dialog stopped them. */
type Pending = { kind: "select"; id: string | null } | { kind: "leave"; href: string };

export function PriceLineAccess() {
  const router = useRouter();
  const access = usePriceLineAccess();
  const directory = useBranchDirectory();
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Remounting the search empties its box, so it never shows a line other than the one selected.
  const [searchKey, setSearchKey] = useState(0);
  const { line, dirty, load } = access;

  const onLeave = useCallback((href: string) => setPending({ kind: "leave", href }), []);
  useLeaveGuard(dirty, onLeave);

  function choose(id: string | null) {
    if (dirty) setPending({ kind: "select", id });
    else void load(id);
  }

  function discardAndGo() {
    const target = pending;
    setPending(null);
    access.discard();
    if (target?.kind === "select") void load(target.id);
    else if (target?.kind === "leave") leaveTo(router, target.href);
  }

  function stay() {
    setPending(null);
    setSearchKey((k) => k + 1);
  }

  async function confirmSave() {
    await access.save();
    setConfirming(false);
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex max-w-xl items-end gap-2">
        <div className="flex-1">
          <PriceLineSearch
            key={searchKey}
            debounceMs={PRICE_LINE_SEARCH_DEBOUNCE_MS}
            onSelect={(l: PriceLine) => choose(l.id)}
          />
        </div>
        {line ? (
          <Button variant="secondary" onClick={() => choose(null)}>
            Clear selection
          </Button>
        ) : null}
      </div>

      {access.notice ? <Alert tone={access.notice.tone}>{access.notice.text}</Alert> : null}
      {access.doubt.doubt ? (
        <CheckAgainNotice
          key={access.doubt.doubt.doubt.seq}
          doubt={access.doubt.doubt.doubt}
          subject="record"
          onDone={(result) =>
            access.doubt.doubt && access.applied(result, access.doubt.doubt.offerUndo, access.doubt.doubt.success)
          }
          onFreed={access.doubt.freed}
        />
      ) : null}
      {access.canUndo ? (
        <div role="status" className="flex items-center gap-3 text-sm text-slate-700">
          <span>You can undo this save for 30 seconds.</span>
          <Button variant="secondary" size="sm" busy={access.saving} onClick={() => void access.undo()}>
            Undo
          </Button>
        </div>
      ) : null}
      {access.conflict ? (
        <StaleConflict
          conflict={access.conflict}
          nameOf={directory.nameOf}
          onUseTheirs={() => access.resolveConflict(false)}
          onKeepMine={() => access.resolveConflict(true)}
        />
      ) : null}
      {access.loading ? <p className="text-sm text-slate-500">Loading price line…</p> : null}

      {line && !access.loading ? (
        <Card
          title={`${line.id} – ${line.description ?? ""}`}
          actions={dirty ? <Chip tone="warning">Unsaved changes</Chip> : null}
        >
          <dl className="mb-4 grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
            <dt className="font-medium text-slate-500">ID</dt>
            <dd>{line.id}</dd>
            <dt className="font-medium text-slate-500">Description</dt>
            <dd>{line.description}</dd>
            <dt className="font-medium text-slate-500">Branch access</dt>
            <dd>
              {access.selected.length
                ? `${access.selected.length} branch(es) selected`
                : "All branches (no restriction)"}
            </dd>
          </dl>
          <BranchAccessEditor
            companies={directory.companies}
            directoryFailed={directory.failed}
            selected={access.selected}
            saved={access.saved}
            nameOf={directory.nameOf}
            onChange={access.setSelected}
            disabled={access.saving}
          />
          <div className="mt-4 flex justify-end">
            <Button
              busy={access.saving}
              disabled={access.doubt.pending}
              onClick={() => (dirty ? setConfirming(true) : access.noChanges())}
            >
              Save
            </Button>
          </div>
        </Card>
      ) : null}

      <ConfirmSaveDialog
        open={confirming}
        lineId={line?.id ?? ""}
        diff={accessDiff(access.saved, access.selected)}
        opensToAll={access.selected.length === 0}
        nameOf={directory.nameOf}
        busy={access.saving}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmSave()}
      />
      <UnsavedChangesDialog
        open={pending !== null}
        what="The branch access list"
        onStay={stay}
        onDiscard={discardAndGo}
      />
    </div>
  );
}
