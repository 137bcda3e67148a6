"use client";

import { useState } from "react";
import { checkIntentAgain, doubtOf } from "@/components/check-again/doubt";
import { PageHeader } from "@/components/admin/page-header";
import { useAdminList } from "@/components/admin/use-admin-list";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { toast } from "@/components/ui/toast";
import { formatTime } from "@/lib/dates/format-date-time";
import type { StuckIntentDto } from "@/lib/check-again/stuck-intent-dto";
import { actionsInDoubtColumns } from "./actions-in-doubt-columns";

/**
 * Actions in flight for more than ten minutes: may have been made, not confirmed (CLARIFICATIONS 53). Check Again
 * looks at the outside system for each; it settles the action (made, or certainly not made) and never sends it.
 */
export function ActionsInDoubt({ initial }: { initial: StuckIntentDto[] }) {
  const { items, error, refreshing, refresh } = useAdminList("/api/admin/intents", initial);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notes, setNotes] = useState<Record<string, string>>({});

  async function checkAgain(row: StuckIntentDto) {
    setBusyId(row.id);
    const note = (text: string) => setNotes((n) => ({ ...n, [row.id]: text }));
    try {
      const outcome = await checkIntentAgain(row.id);
      const what = row.summary ? `${row.what} (${row.summary})` : row.what;
      toast.success(
        outcome.state === "done"
          ? `${what}: it was made, and is now recorded as done.`
          : `${what}: it was not made, and can be sent again.`,
      );
      await refresh();
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      note(doubtOf(err) ? `Checked at ${formatTime(new Date())}: ${text}` : text);
      toast.error(`${row.what}: ${text}`);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Actions in Doubt"
        actions={
          <Button variant="secondary" busy={refreshing} onClick={() => void refresh()}>
            Refresh
          </Button>
        }
      />
      <p className="text-sm text-slate-600">
        Labels, freight, surcharges and ERP records that may have been made, not confirmed for more than ten minutes.
        Check Again looks at the outside system; nothing is sent again.
      </p>
      <DataTable
        label="Actions in doubt"
        columns={actionsInDoubtColumns((row) => void checkAgain(row), { busyId, notes })}
        data={items}
        getRowId={(r) => r.id}
        loading={refreshing}
        error={error ? `Could not load the actions in doubt: ${error.message}` : undefined}
        empty="Nothing is waiting to be confirmed."
        pagination={{ mode: "client", pageSize: 50 }}
      />
    </div>
  );
}
