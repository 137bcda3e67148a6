"use client";

import { useRef, useState, type RefObject, type SetStateAction } from "react";
import { MAX_PACKAGES } from "@/lib/shipping/labels/package-limits";
import type { PackageInput } from "./package-fields";

/** One package of the shipment: its size and weight as typed, and the scale's reading of it (the drop's actual weight). */
export type PackageRow = { key: number; input: PackageInput; scaleWeight: number | null };

const EMPTY: PackageInput = { length: "", width: "", height: "", weight: "" };

/** A field of each row, by the row's key: what the focus moves to. */
function fieldRefs() {
  const byKey = new Map<number, HTMLInputElement | null>();
  return { byKey, set: (key: number) => (el: HTMLInputElement | null) => void byKey.set(key, el) };
}

/**
 * The packages of the shipment being prepared (Add Package, Remove), and which of them has the focus: box presets,
 * their number keys and the scale's readings go to that one.
 */
export function usePackageRows() {
  const [rows, setRows] = useState<PackageRow[]>([{ key: 0, input: EMPTY, scaleWeight: null }]);
  const [focusedKey, setFocusedKey] = useState(0);
  const nextKey = useRef(1);
  // Kept for the life of the screen: the fields of each row, by its key (a Map that only callbacks read).
  const [weights] = useState(fieldRefs);
  const [firsts] = useState(fieldRefs);
  const focused = Math.max(
    0,
    rows.findIndex((r) => r.key === focusedKey),
  );
  const focusedRow = rows[focused];

  function update(key: number, next: SetStateAction<PackageInput>) {
    setRows((all) =>
      all.map((r) => (r.key === key ? { ...r, input: typeof next === "function" ? next(r.input) : next } : r)),
    );
  }

  /** A new row with the last one's box (a desk ships the same box again and again), focused in its Length. */
  function add(): number | null {
    if (rows.length >= MAX_PACKAGES) return null;
    const key = nextKey.current++;
    const last = rows[rows.length - 1].input;
    setRows((all) => [...all, { key, input: { ...last, weight: "" }, scaleWeight: null }]);
    setFocusedKey(key);
    return key;
  }

  function remove(key: number) {
    const at = rows.findIndex((r) => r.key === key);
    if (at <= 0) return;
    const stay = rows[at - 1].key;
    setRows((all) => all.filter((r) => r.key !== key));
    setFocusedKey(stay);
    requestAnimationFrame(() => weights.byKey.get(stay)?.focus());
  }

  /** A scale reading: the weight of the package with the focus. */
  function scale(lb: number) {
    const key = focusedRow.key;
    setRows((all) =>
      all.map((r) => (r.key === key ? { ...r, input: { ...r.input, weight: String(lb) }, scaleWeight: lb } : r)),
    );
  }

  /** The next shipment of the invoice: one package again, its box kept, its weight to be read. */
  function startOver() {
    setRows((all) => [{ key: all[0].key, input: { ...all[0].input, weight: "" }, scaleWeight: null }]);
    setFocusedKey(rows[0].key);
  }

  /** The focused row's Weight field, for the box presets (which move the focus there once a box is chosen). */
  const focusedWeight: RefObject<HTMLInputElement | null> = {
    get current() {
      return weights.byKey.get(focusedRow.key) ?? null;
    },
  };

  return {
    rows,
    focused: focusedRow,
    focus: setFocusedKey,
    update,
    /** The focused row's setter, shaped like useState's, for the box presets. */
    setFocused: (next: SetStateAction<PackageInput>) => update(focusedRow.key, next),
    add,
    remove,
    scale,
    startOver,
    weightRef: weights.set,
    firstRef: firsts.set,
    focusWeight: (key: number) => weights.byKey.get(key)?.focus(),
    focusFirst: (key: number) => firsts.byKey.get(key)?.focus(),
    focusedWeight,
  };
}

export type PackageRows = ReturnType<typeof usePackageRows>;
