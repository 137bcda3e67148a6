// Code 39 bar patterns: simple, self-checking, and enough to put a scannable tracking barcode on the label.

/** Nine elements per character (bar, space, bar, ...), "w" wide and "n" narrow; exactly three are wide. */
const CODE39: Record<string, string> = {
  "0": "nnnwwnwnn",
  "1": "wnnwnnnnw",
  "2": "nnwwnnnnw",
  "3": "wnwwnnnnn",
  "4": "nnnwwnnnw",
  "5": "wnnwwnnnn",
  "6": "nnwwwnnnn",
  "7": "nnnwnnwnw",
  "8": "wnnwnnwnn",
  "9": "nnwwnnwnn",
  A: "wnnnnwnnw",
  B: "nnwnnwnnw",
  C: "wnwnnwnnn",
  D: "nnnnwwnnw",
  E: "wnnnwwnnn",
  F: "nnwnwwnnn",
  G: "nnnnnwwnw",
  H: "wnnnnwwnn",
  I: "nnwnnwwnn",
  J: "nnnnwwwnn",
  K: "wnnnnnnww",
  L: "nnwnnnnww",
  M: "wnwnnnnwn",
  N: "nnnnwnnww",
  O: "wnnnwnnwn",
  P: "nnwnwnnwn",
  Q: "nnnnnnwww",
  R: "wnnnnnwwn",
  S: "nnwnnnwwn",
  T: "nnnnwnwwn",
  U: "wwnnnnnnw",
  V: "nwwnnnnnw",
  W: "wwwnnnnnn",
  X: "nwnnwnnnw",
  Y: "wwnnwnnnn",
  Z: "nwwnwnnnn",
  "-": "nwnnnnwnw",
  ".": "wwnnnnwnn",
  " ": "nwwnnnwnn",
  "*": "nwnnwnwnn",
};

export const WIDE_RATIO = 2.5;

/**
 * Bars of `text` framed by the `*` start/stop character, as [offset, width] in narrow-module units.
 * Characters Code 39 cannot encode are skipped.
 */
export function code39Bars(text: string): { bars: Array<[number, number]>; totalUnits: number } {
  const chars = ["*", ...[...text.toUpperCase()].filter((c) => c in CODE39), "*"];
  const bars: Array<[number, number]> = [];
  let x = 0;
  chars.forEach((c, ci) => {
    [...CODE39[c]].forEach((e, i) => {
      const w = e === "w" ? WIDE_RATIO : 1;
      if (i % 2 === 0) bars.push([x, w]);
      x += w;
    });
    if (ci < chars.length - 1) x += 1; // inter-character gap
  });
  return { bars, totalUnits: x };
}
