"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
// The panel loads on demand, so the schemas' zod that comes with the limit stays off the dashboard's first load.
import { MAX_WITHIN_DAYS } from "@/lib/shipping/batches/schemas";
import type { BatchRule } from "./batch-dto";
import { useBoxPresets } from "./use-box-presets";

export type BatchChoice = { boxPresetId: string; rule: BatchRule };

const RULES = [
  { value: "cheapest", label: "Cheapest rate of the requested carrier" },
  { value: "fastest", label: "Fastest within N days" },
  // The company's own rules (Ship54 Settings, issue 38), as the single-invoice desk applies them.
  { value: "rules", label: "Shipping rules" },
];

/** Reads the Within days field: a whole number of 1 to 10 days, else the message to show. */
function withinDaysOf(text: string): number | string {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_WITHIN_DAYS
    ? n
    : `Enter a whole number of days from 1 to ${MAX_WITHIN_DAYS}.`;
}

/** The batch bar: the box every package goes in, the rule that picks each rate, and Review. */
export function BatchSetup(props: { branch: string; busy: boolean; onReview(c: BatchChoice): void }) {
  const { presets, error } = useBoxPresets(props.branch);
  const [chosen, setChosen] = useState("");
  const [kind, setKind] = useState<BatchRule["kind"]>("cheapest");
  const [days, setDays] = useState("3");
  const [daysError, setDaysError] = useState<string | null>(null);
  const boxId = chosen || presets?.[0]?.id || "";

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!boxId) return;
    if (kind !== "fastest") return props.onReview({ boxPresetId: boxId, rule: { kind } });
    const withinDays = withinDaysOf(days);
    if (typeof withinDays === "string") return setDaysError(withinDays);
    setDaysError(null);
    props.onReview({ boxPresetId: boxId, rule: { kind, withinDays } });
  }

  if (error) return <Alert tone="error">The branch&apos;s box presets could not be loaded: {error}</Alert>;
  if (presets && presets.length === 0) {
    return (
      <Alert tone="warning">
        Branch {props.branch} has no box presets. A batch ships every invoice in one box:{" "}
        <Link href="/ship54-settings" className="font-medium underline">
          add one on Ship54 Settings
        </Link>
        .
      </Alert>
    );
  }
  return (
    <form className="grid gap-4 sm:grid-cols-[14rem_18rem_8rem_auto] sm:items-start" onSubmit={submit} noValidate>
      <SelectField
        label="Box Preset"
        value={boxId}
        onChange={(e) => setChosen(e.target.value)}
        disabled={!presets}
        options={
          presets
            ? presets.map((p) => ({ value: p.id, label: `${p.name} (${p.length}x${p.width}x${p.height})` }))
            : [{ value: "", label: "Loading…" }]
        }
      />
      <SelectField
        label="Rule"
        value={kind}
        onChange={(e) => setKind(e.target.value as BatchRule["kind"])}
        options={RULES}
      />
      {kind === "fastest" ? (
        <TextField
          label="Within days"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_WITHIN_DAYS}
          hint={`1–${MAX_WITHIN_DAYS} days`}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={daysError}
        />
      ) : (
        <span />
      )}
      <Button type="submit" className="sm:mt-6" disabled={!boxId} busy={props.busy}>
        Review
      </Button>
    </form>
  );
}
