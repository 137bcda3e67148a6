"use client";

import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { useState } from "react";
import { useConfirmedDelete } from "@/components/admin/use-confirmed-delete";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { dialogOnDemand } from "@/components/ui/dialog-on-demand";
import { preloadOn } from "@/components/ui/preload-on";
import { RowActions } from "@/components/ui/row-actions";
import type { RuleDto } from "@/lib/shipping/rules/rule-dto";
import { MAX_RULES, RULE_KIND_TITLES, RULE_MSG, type RuleKind } from "@/lib/shipping/rules/rule-limits";
import type { SettingsCardProps } from "../card-props";
import { useRules } from "./use-rules";

const RuleDialog = dialogOnDemand(() => import("./rule-dialog").then((m) => m.RuleDialog));

const ABOUT: Record<RuleKind, string> = {
  shipping:
    "The first rule whose conditions match an order picks its rate on the shipping desk and in a batch's Shipping rules; when its rate is not offered, the next matching rule is tried; with none, the service the order asks for.",
  freight:
    "The first rule whose conditions match a label prices the freight posted to the invoice; with none, the label's cost.",
};

type Props = Pick<SettingsCardProps, "canManage" | "companyQuery" | "show"> & { kind: RuleKind };

/** Shipping Rules or Freight Rules on Ship54 Settings: an ordered list, saved as each change is made. */
export function RulesCard({ kind, canManage, companyQuery, show }: Props) {
  const title = RULE_KIND_TITLES[kind];
  const list = useRules(kind, companyQuery);
  const [editing, setEditing] = useState<RuleDto | "new" | null>(null);
  const [moveFailure, setMoveFailure] = useState<string | null>(null);
  const remove = useConfirmedDelete<RuleDto>({
    url: (r) => list.url(`/api/ship54/rules/${kind}/${r.id}`),
    deleted: (r) => RULE_MSG.deleted(r.name),
    failed: (why) => `Failed to delete the rule: ${why}`,
    onDeleted: async () => list.reload(),
  });
  const rules = list.rules ?? [];
  const full = rules.length >= MAX_RULES;
  const move = async (rule: RuleDto, by: -1 | 1) => setMoveFailure(await list.move(rule, by));

  return (
    <Card
      title={title}
      actions={
        canManage ? (
          <Button
            variant="secondary"
            onClick={() => setEditing("new")}
            {...preloadOn(RuleDialog.preload)}
            disabled={full || !list.rules}
          >
            <Plus className="h-4 w-4" aria-hidden /> Add Rule
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">
          {ABOUT[kind]} A rule is saved as soon as it is added, changed, moved or deleted.
        </p>
        {list.error ? <Alert tone="error">{list.error}</Alert> : null}
        {remove.failure ? <Alert tone="error">{remove.failure}</Alert> : null}
        {moveFailure ? <Alert tone="error">{moveFailure}</Alert> : null}
        {list.rules ? (
          <ol aria-label={title} className="flex flex-col divide-y divide-slate-100">
            {rules.length === 0 ? (
              <li className="py-2 text-sm text-slate-500">No rules yet.{canManage ? " Add Rule creates one." : ""}</li>
            ) : null}
            {rules.map((r, i) => (
              <li key={r.id} className="flex items-center gap-3 py-2 text-sm">
                <span className="w-6 text-right font-mono text-xs text-slate-500">{r.position}</span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">{r.name}</span>
                  <span className="text-slate-600">{r.summary}</span>
                </span>
                {canManage ? (
                  <span className="flex items-center">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Move ${r.name} up`}
                      title="Move up"
                      disabled={i === 0}
                      onClick={() => void move(r, -1)}
                    >
                      <ArrowUp className="h-4 w-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Move ${r.name} down`}
                      title="Move down"
                      disabled={i === rules.length - 1}
                      onClick={() => void move(r, 1)}
                    >
                      <ArrowDown className="h-4 w-4" aria-hidden />
                    </Button>
                    <RowActions label={r.name} onEdit={() => setEditing(r)} onDelete={() => remove.ask(r)} />
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
        {full ? (
          <p className="text-sm text-slate-600">A company keeps at most {MAX_RULES} rules of each kind.</p>
        ) : null}
      </div>
      {editing ? (
        <RuleDialog
          kind={kind}
          rule={editing === "new" ? null : editing}
          url={list.url}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            show("success", RULE_MSG.saved(saved.name));
            list.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        {...remove.dialog}
        title="Delete rule?"
        description={remove.target ? `Delete the ${kind} rule ${remove.target.name}?` : ""}
      />
    </Card>
  );
}
