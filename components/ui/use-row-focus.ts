import { useRef, useState, type KeyboardEvent } from "react";

/** Where a key moves the focus among `count` rows from `index`, or null when the key does not move it. */
export function nextRowIndex(key: string, index: number, count: number, pageStep = 10): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const clamp = (i: number) => Math.min(last, Math.max(0, i));
  switch (key) {
    case "ArrowDown":
      return clamp(index + 1);
    case "ArrowUp":
      return clamp(index - 1);
    case "Home":
      return 0;
    case "End":
      return last;
    case "PageDown":
      return clamp(index + pageStep);
    case "PageUp":
      return clamp(index - pageStep);
    default:
      return null;
  }
}

type Options = {
  count: number;
  /** The row that takes the tab stop before the user moves (the selected one, when there is one). */
  initialIndex?: number;
  /** Enter on a row; Space too when `spaceActivates` (single-row selection). */
  onActivate?(index: number): void;
  spaceActivates?: boolean;
  /** Space on a row when it does not activate it (a row's own checkbox, as in the desk's queue). */
  onSpace?(index: number): void;
};

/**
 * A roving tab index over table rows: one row is in the tab order, Up/Down/Home/End/PageUp/PageDown move the focus,
 * Enter (and Space when selecting) act on the focused row. Keys pressed inside a row's own controls are theirs.
 */
export function useRowFocus({ count, initialIndex = 0, onActivate, spaceActivates, onSpace }: Options) {
  const [moved, setMoved] = useState<number | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const focusIndex = Math.min(Math.max(0, moved ?? initialIndex), Math.max(0, count - 1));

  function onKeyDown(e: KeyboardEvent<HTMLTableSectionElement>) {
    const row = e.target as HTMLElement;
    const rows = body.current?.children;
    if (!rows || row.tagName !== "TR" || row.parentElement !== body.current) return;
    const index = Array.prototype.indexOf.call(rows, row) as number;
    if (e.key === "Enter" || (spaceActivates && e.key === " ")) {
      e.preventDefault();
      onActivate?.(index);
      return;
    }
    if (e.key === " " && onSpace) {
      e.preventDefault();
      onSpace(index);
      return;
    }
    const next = nextRowIndex(e.key, index, count);
    if (next === null) return;
    e.preventDefault();
    setMoved(next);
    (rows[next] as HTMLElement | undefined)?.focus();
  }

  return {
    bodyProps: { ref: body, onKeyDown },
    tabIndexOf: (index: number) => (index === focusIndex ? 0 : -1),
    /** A click on a row moves the tab stop there, so Tab comes back to where the user was. */
    focusedBy: (index: number) => setMoved(index),
  };
}
