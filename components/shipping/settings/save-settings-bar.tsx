"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { Notice } from "./use-notice";

type Props = { saving: boolean; dirty: boolean; outcome: Notice | null; onSave(): void };

/**
 * Save Settings, held at the screen's foot while the cards it saves are in view, with what it came to beside it: a
 * failure is said here (and beside its field), not only at the top of a long page (issue 37 item 9).
 */
export function SaveSettingsBar({ saving, dirty, outcome, onSave }: Props) {
  return (
    <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white/95 p-3 shadow-[0_-8px_16px_-12px_rgba(15,23,42,0.35)] backdrop-blur">
      <Button onClick={onSave} busy={saving}>
        Save Settings
      </Button>
      {dirty ? (
        <span role="status" className="text-sm font-medium text-amber-800">
          Unsaved changes
        </span>
      ) : null}
      {outcome ? (
        <Alert key={outcome.id} tone={outcome.tone} className="flex-1 py-2">
          {outcome.text}
        </Alert>
      ) : null}
    </div>
  );
}
