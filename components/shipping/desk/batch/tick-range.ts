/**
 * The boxes one click ticks or clears: the clicked one, or with Shift every box from the last one clicked (the
 * anchor) to it, in the order shown. An anchor no longer shown (sorted away, shipped) falls back to the one box.
 */
export function tickRange(shown: readonly string[], clicked: string, anchor: string | null, shift: boolean): string[] {
  const from = shift && anchor ? shown.indexOf(anchor) : -1;
  const to = shown.indexOf(clicked);
  return from >= 0 && to >= 0 ? shown.slice(Math.min(from, to), Math.max(from, to) + 1) : [clicked];
}
