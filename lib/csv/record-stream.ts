import { CsvInputError } from "./errors";

/**
 * Receives each record. `line` is the physical line (1-based) the record starts on. A blank line arrives as `[""]`.
 * Return `false` to stop the parse early (reading only the headers, for example).
 */
export type RecordHandler = (fields: string[], line: number) => boolean | void;

export type RecordParserOptions = {
  /** Physical lines to drop, unparsed, before the first record (a preamble may hold unbalanced quotes). */
  skipLines?: number;
  delimiter?: string;
};

export const CR_DECISION_CHARS = 1 << 16;

/**
 * What both record parsers share: text arrives in chunks, physical lines are skipped unparsed, the line break is
 * settled once (`\n`, with an optional `\r` before it, or a lone `\r` for files whose first 64K characters hold no
 * `\n` at all, as old Mac exports), and a subclass turns whole records into calls of the handler.
 */
export abstract class RecordStream {
  private buf = "";
  private skip: number;
  protected line = 1;
  protected nl: string | null = null;
  protected readonly delim: string;
  protected stopped = false;

  constructor(
    protected readonly onRecord: RecordHandler,
    options: RecordParserOptions = {},
  ) {
    this.skip = options.skipLines ?? 0;
    this.delim = options.delimiter ?? ",";
  }

  /** True once the handler returned false; later pushes are ignored. */
  get done(): boolean {
    return this.stopped;
  }

  /** Physical lines consumed so far (all of them once `finish` returned). */
  get lines(): number {
    return this.line - 1;
  }

  push(chunk: string): void {
    if (this.stopped) return;
    const text = this.buf + chunk;
    if (this.nl === null) {
      // Wait for a \n before settling on lone-CR breaks: a CR may sit inside a quoted value, or be the first half
      // of a \r\n cut by the chunk boundary. Only 64K characters without any \n make it a lone-CR file.
      if (text.includes("\n")) this.nl = "\n";
      else if (text.length >= CR_DECISION_CHARS && text.includes("\r")) this.nl = "\r";
      else {
        this.buf = text;
        return;
      }
    }
    this.buf = text.slice(this.consume(text, false));
  }

  /** Ends the input: a last line without a line break is still a record; an open quote is an error. */
  finish(): void {
    if (this.stopped) return;
    this.nl ??= this.buf.includes("\r") ? "\r" : "\n";
    const text = this.buf;
    this.buf = "";
    if (text.length === 0) return;
    const used = this.consume(text, true);
    if (used < text.length && !this.stopped) {
      throw new CsvInputError(`Line ${this.line}: a quoted value is never closed (missing ").`, { line: this.line });
    }
  }

  /** Skips what is left to skip, then parses as many whole records as `text` holds; returns the characters used. */
  private consume(text: string, final: boolean): number {
    const nl = this.nl as string;
    let pos = 0;
    while (this.skip > 0) {
      const at = text.indexOf(nl, pos);
      if (at < 0) {
        if (!final) return pos;
        this.skip = 0;
        this.line++;
        return text.length;
      }
      pos = at + 1;
      this.skip--;
      this.line++;
    }
    return pos < text.length ? this.records(text, pos, final) : pos;
  }

  /** Hands over the whole records of text[pos…] (all of it when `final`); returns the index after the last one. */
  protected abstract records(text: string, pos: number, final: boolean): number;
}
