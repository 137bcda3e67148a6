"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { dialogOnDemand } from "@/components/ui/dialog-on-demand";
import { preloadOn } from "@/components/ui/preload-on";
import { useConfirmedDelete } from "@/components/admin/use-confirmed-delete";
import { RowActions } from "@/components/ui/row-actions";
import { MAX_BOXES_PER_BRANCH, NUMBER_KEYED_BOXES } from "@/lib/shipping/boxes/box-limits";
import type { BoxPresetDto } from "@/lib/shipping/boxes/box-preset-dto";
import { BranchField, useShownBranch } from "../branch-field";
import type { SettingsCardProps } from "../card-props";
import { withCompany } from "../use-ship54-settings";
import { useBoxBranch } from "./use-box-branch";
import { useBranchBoxes } from "./use-branch-boxes";
import { SaveMode } from "../save-mode";

const BoxPresetDialog = dialogOnDemand(() => import("./box-preset-dialog").then((m) => m.BoxPresetDialog));

/** Box Presets: a branch's named boxes, offered first on the preparation screen (issue 27); Ship54 admins edit them. */
export function BoxPresetsCard({
  canManage,
  companyQuery,
  show,
}: Pick<SettingsCardProps, "canManage" | "companyQuery" | "show">) {
  const { branch, setBranch, erpBranches } = useBoxBranch();
  const shown = useShownBranch(branch);
  const url = (path: string) => withCompany(path, companyQuery);
  const list = useBranchBoxes(companyQuery, shown);
  const [editing, setEditing] = useState<BoxPresetDto | "new" | null>(null);
  const remove = useConfirmedDelete<BoxPresetDto>({
    url: (b) => url(`/api/ship54/box-presets/${b.id}`),
    deleted: (b) => `Box ${b.name} deleted`,
    failed: (why) => `Failed to delete the box: ${why}`,
    onDeleted: async () => list.reload(),
  });
  const presets = list.presets ?? [];
  const full = presets.length >= MAX_BOXES_PER_BRANCH;

  return (
    <Card
      title="Box Presets"
      actions={
        <SaveMode atOnce>
          {canManage ? (
            <Button
              variant="secondary"
              onClick={() => setEditing("new")}
              {...preloadOn(BoxPresetDialog.preload)}
              disabled={!shown || full || !list.presets}
            >
              <Plus className="h-4 w-4" aria-hidden /> Add Box
            </Button>
          ) : null}
        </SaveMode>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          The shipping desk offers a branch&apos;s boxes first; keys 1-9 pick them on the preparation screen. A box is
          saved as soon as it is added, changed or deleted.
        </p>
        <BranchField
          branch={branch}
          setBranch={setBranch}
          suggestions={[...erpBranches, ...list.branches]}
          hint={shown ? undefined : "Enter a branch to see its boxes."}
        />
        {list.error ? <Alert tone="error">{list.error}</Alert> : null}
        {remove.failure ? <Alert tone="error">{remove.failure}</Alert> : null}
        {shown && list.presets ? (
          <ul aria-label={`Box presets of ${shown}`} className="flex flex-col divide-y divide-slate-100">
            {presets.length === 0 ? (
              <li className="py-2 text-sm text-slate-500">
                No box presets at {shown} yet.{canManage ? " Add Box creates one." : ""}
              </li>
            ) : null}
            {presets.map((b, i) => (
              <li key={b.id} className="flex items-center gap-3 py-2 text-sm">
                <kbd className="w-6 rounded border border-slate-300 bg-slate-100 text-center font-mono text-xs">
                  {i < NUMBER_KEYED_BOXES ? i + 1 : "–"}
                </kbd>
                <span className="min-w-40 font-medium">{b.name}</span>
                <span className="text-slate-600">
                  {b.length} × {b.width} × {b.height} in
                </span>
                <span className="text-slate-600">{b.emptyWeight === null ? "" : `empty ${b.emptyWeight} lb`}</span>
                {canManage ? (
                  <span className="ml-auto">
                    <RowActions label={b.name} onEdit={() => setEditing(b)} onDelete={() => remove.ask(b)} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {full ? <p className="text-sm text-slate-600">A branch keeps at most {MAX_BOXES_PER_BRANCH} boxes.</p> : null}
      </div>
      {editing && shown ? (
        <BoxPresetDialog
          box={editing === "new" ? null : editing}
          branch={shown}
          url={url}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            show("success", `Box ${saved.name} saved`);
            list.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        {...remove.dialog}
        title="Delete box preset?"
        description={remove.target ? `Delete the box ${remove.target.name} at ${remove.target.branch}?` : ""}
      />
    </Card>
  );
}
