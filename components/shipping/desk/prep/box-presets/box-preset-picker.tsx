"use client";

import Link from "next/link";
import type { KeyboardEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/lib/cn";
import { NUMBER_KEYED_BOXES } from "@/lib/shipping/boxes/box-limits";
import type { BoxChoice } from "./use-box-choice";

type Props = { boxes: BoxChoice; weight: string };

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** "Last box for this customer: 12x10x8" (CLARIFICATIONS 65): why L/W/H are filled when the screen opens. */
function LastBox({ boxes }: { boxes: BoxChoice }) {
  const last = boxes.lastBox;
  if (!last) return null;
  return (
    <p className="text-sm text-slate-700">
      Last box for this customer: {last.length}x{last.width}x{last.height}
    </p>
  );
}

/**
 * Box Presets on the preparation screen, above the package's fields: a radio group (arrow keys move, Enter or Space
 * chooses) whose first nine boxes also answer their number key while the list has the focus (CLARIFICATIONS 65: a
 * digit anywhere else is the field's, or nobody's).
 */
export function BoxPresetPicker({ boxes, weight }: Props) {
  const { presets, chosen, choose, groupRef } = boxes;

  if (!boxes.branch || boxes.loading) return null;
  if (boxes.error) return <Alert tone="warning">Box presets could not be read: {boxes.error}</Alert>;
  if (!presets.length)
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm text-slate-600">
          No box presets for branch {boxes.branch}. Add them on{" "}
          <Link className="text-brand-700 underline" href="/ship54-settings">
            Ship54 Settings
          </Link>
          .
        </p>
        <LastBox boxes={boxes} />
      </div>
    );

  const focusIndex = Math.max(0, chosen ? presets.indexOf(chosen) : 0);
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (/^[1-9]$/.test(e.key)) {
      // A digit is the list's own: a box, or nothing (never typed into the field the pick moves to).
      e.preventDefault();
      const box = presets[Number(e.key) - 1];
      if (box) choose(box);
      return;
    }
    const options = [...(groupRef.current?.querySelectorAll<HTMLElement>("[role='radio']") ?? [])];
    const at = options.indexOf(document.activeElement as HTMLElement);
    const step = STEPS[e.key];
    if (at < 0 || !step) return;
    e.preventDefault();
    options[(at + step + options.length) % options.length]?.focus();
  }
  const empty = chosen?.emptyWeight ?? null;
  const light = empty !== null && Number(weight) > 0 && Number(weight) < empty;

  return (
    <div className="flex flex-col gap-2">
      <div id="box-presets-label" className="text-sm font-semibold text-slate-900">
        Box Presets{" "}
        <span className="font-normal text-slate-600">(press 1-{Math.min(presets.length, NUMBER_KEYED_BOXES)})</span>
      </div>
      <div
        ref={groupRef}
        role="radiogroup"
        aria-labelledby="box-presets-label"
        className="flex flex-wrap gap-2"
        onKeyDown={onKeyDown}
      >
        {presets.map((box, i) => {
          const key = i < NUMBER_KEYED_BOXES ? String(i + 1) : null;
          const on = chosen?.id === box.id;
          return (
            <button
              key={box.id}
              type="button"
              role="radio"
              aria-checked={on}
              aria-keyshortcuts={key ?? undefined}
              tabIndex={i === focusIndex ? 0 : -1}
              onClick={() => choose(box)}
              className={cn(
                "flex items-center gap-2 rounded-md border px-3 py-1.5 text-left text-sm focus:outline-none focus:ring-2 focus:ring-brand-500",
                on ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-white hover:bg-slate-50",
              )}
            >
              {key ? (
                <kbd className="rounded border border-slate-300 bg-slate-100 px-1.5 font-mono text-xs">{key}</kbd>
              ) : null}
              <span className="font-medium">{box.name}</span>
              <span className="text-slate-600">
                {box.length} × {box.width} × {box.height} in
              </span>
            </button>
          );
        })}
      </div>
      <LastBox boxes={boxes} />
      {empty !== null ? (
        <p className="text-xs text-slate-600">Empty box {empty} lb: a scale reading of the packed box includes it.</p>
      ) : null}
      {light ? <Alert tone="warning">The weight is less than the empty box ({empty} lb).</Alert> : null}
    </div>
  );
}
