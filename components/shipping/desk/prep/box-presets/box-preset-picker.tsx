"use client";

import Link from "next/link";
import { useEffect, type KeyboardEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/lib/cn";
import { NUMBER_KEYED_BOXES } from "@/lib/shipping/boxes/box-limits";
import type { BoxChoice } from "./use-box-choice";

/** Typing into a field, or a dialog open: a digit is the field's (or the dialog's), not a box. */
function digitIsForTheField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return Boolean(target.closest("input, textarea, select, [contenteditable='true'], [role='dialog']"));
}

type Props = { boxes: BoxChoice; weight: string };

/**
 * Box Presets on the preparation screen, above the package's fields: a radio group (arrow keys move, Enter or Space
 * chooses) whose first nine boxes also answer their number key anywhere outside a field.
 */
export function BoxPresetPicker({ boxes, weight }: Props) {
  const { presets, chosen, choose, groupRef } = boxes;

  useEffect(() => {
    function onKey(e: globalThis.KeyboardEvent) {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || !/^[1-9]$/.test(e.key)) return;
      if (digitIsForTheField(e.target)) return;
      const box = presets[Number(e.key) - 1];
      if (!box) return;
      e.preventDefault();
      choose(box);
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [presets, choose]);

  if (!boxes.branch || boxes.loading) return null;
  if (boxes.error) return <Alert tone="warning">Box presets could not be read: {boxes.error}</Alert>;
  if (!presets.length)
    return (
      <p className="text-sm text-slate-600">
        No box presets for branch {boxes.branch}. Add them on{" "}
        <Link className="text-brand-700 underline" href="/ship54-settings">
          Ship54 Settings
        </Link>
        .
      </p>
    );

  const focusIndex = Math.max(0, chosen ? presets.indexOf(chosen) : 0);
  function move(e: KeyboardEvent<HTMLDivElement>) {
    const options = [...(groupRef.current?.querySelectorAll<HTMLElement>("[role='radio']") ?? [])];
    const at = options.indexOf(document.activeElement as HTMLElement);
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
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
        onKeyDown={move}
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
                "flex items-center gap-2 rounded-md border px-3 py-2 text-left text-sm focus:outline-none focus:ring-2 focus:ring-brand-100",
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
      {empty !== null ? (
        <p className="text-xs text-slate-600">Empty box {empty} lb: a scale reading of the packed box includes it.</p>
      ) : null}
      {light ? <Alert tone="warning">The weight is less than the empty box ({empty} lb).</Alert> : null}
    </div>
  );
}
