// What the reference says when it refuses a file: the kind of problem and the physical lines the message may name.
export type RefusalKind =
  | "binary"
  | "not-text"
  | "not-utf8"
  | "empty-file"
  | "no-header"
  | "empty-header"
  | "never-closed"
  | "after-quote"
  | "too-many-values"
  | "line-too-long"
  | "cell-too-long"
  | "too-many-columns"
  | "missing-column";

/** Decoding problems: the semantics let a streaming reader find them a chunk later, so only "refused" is compared. */
export const DECODE_KINDS: ReadonlySet<RefusalKind> = new Set(["binary", "not-text", "not-utf8"]);

export class Refusal extends Error {
  /**
   * `from`–`to`: the lines the message may name. One line for most problems; a record's span where the semantics
   * do not say which of its lines (text after a closing quote, a cell or a line past its limit).
   */
  constructor(
    readonly kind: RefusalKind,
    readonly from?: number,
    readonly to: number | undefined = from,
  ) {
    super(from === undefined ? kind : `${kind} on line ${from === to ? from : `${from}-${to}`}`);
  }
}
