/** A part number found more than once in either file (and at least once in each), with its row counts. */
export type RepeatedKey = { key: string; conv_count: number; eds_count: number };

const n = (value: number) => value.toLocaleString("en-US");
const times = (count: number) => (count === 1 ? "once" : `${n(count)} times`);

/**
 * What the screen says about one repeated part number: how often each file has it, and what was compared. Rows of a
 * repeated part number are paired in file order (see `pairInventory`), so min(CONV, EDS) pairs are compared.
 */
export function repeatedKeyLine({ key, conv_count, eds_count }: RepeatedKey): string {
  const pairs = Math.min(conv_count, eds_count);
  const left = Math.abs(conv_count - eds_count);
  const leftOut =
    left === 0 ? "" : `; ${n(left)} ${conv_count > eds_count ? "CONV" : "EDS"} row${left === 1 ? "" : "s"} left out`;
  return `Part ${key} appears ${times(conv_count)} in CONV and ${times(eds_count)} in EDS: ${n(pairs)} pair${pairs === 1 ? "" : "s"} compared${leftOut}.`;
}

/** The notice above the list of repeated part numbers. */
export function repeatedKeysNotice(count: number): string {
  const which = count === 1 ? "1 part number appears" : `${n(count)} part numbers appear`;
  return `${which} more than once. Their rows are compared in file order: the 1st CONV row with the 1st EDS row, the 2nd with the 2nd, and so on; rows without a partner are left out.`;
}
