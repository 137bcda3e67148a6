import { CsvInputError } from "./errors";
import { MAX_LINE_CHARS, lineTooLongMessage } from "./limits";
import { countLineBreaks } from "./line-breaks";

/**
 * Receives each record. `line` is the physical line (1-based) the record starts on. A blank line arrives as `[""]`.
 * Return `false` to stop the parse early (reading only the headers, for example).
 */
export type RecordHandler = (fields: string[], line: number) => boolean | void;

export type RecordParserOptions = {
  /** Physical lines to drop, unparsed, before the first record (a preamble may hold unbalanced quotes). */
  skipLines?: number;
  /** One character, neither a quote nor a line break; "," by default. */
  delimiter?: string;
};

export const LF = 10;
export const CR = 13;
export const QUOTE = 34;

// Where the look-out for the end of a held, unfinished record stands (see `RecordStream.ends`).
const LINE = 0; // a skipped line: any break ends it
const FIELD_START = 1;
const UNQUOTED = 2;
const QUOTED = 3;
const QUOTE_SEEN = 4; // a quote inside a quoted value was the chunk's last character: closing or doubled
const AFTER_CLOSE = 5;
const CR_SEEN = 6; // a break's \r was the chunk's last character: a \n may follow

export function lineTooLong(line: number): CsvInputError {
  return new CsvInputError(lineTooLongMessage(line), { line });
}

/**
 * What the record parser rests on: text arrives in chunks, physical lines are skipped unparsed, and a subclass turns
 * whole records into calls of the handler. A line ends at `\r\n`, `\n` or a lone `\r`, decided per line.
 *
 * The text of a record that a chunk leaves unfinished is held as the chunks it came in, not joined: each later
 * chunk is only looked through, from where the look-out stopped, for the record's end (a character-level state
 * machine that knows quotes), and the held chunks are joined once, when it is found. So a long record costs time
 * linear in its length, and it is refused as soon as the held text passes MAX_LINE_CHARS, with memory near that
 * bound whatever the file's size.
 */
export abstract class RecordStream {
  private held: string[] = [];
  private heldChars = 0;
  private state = FIELD_START;
  private skip: number;
  protected line = 1;
  protected readonly delim: string;
  protected readonly delimCode: number;
  protected stopped = false;

  constructor(
    protected readonly onRecord: RecordHandler,
    options: RecordParserOptions = {},
  ) {
    this.skip = options.skipLines ?? 0;
    this.delim = options.delimiter ?? ",";
    this.delimCode = this.delim.charCodeAt(0);
    if (this.delim.length !== 1 || this.delimCode === QUOTE || this.delimCode === LF || this.delimCode === CR) {
      throw new Error(
        `A CSV delimiter is one character, not a quote or a line break (got ${JSON.stringify(this.delim)}).`,
      );
    }
  }

  /** True once the handler returned false; later pushes are ignored. */
  get done(): boolean {
    return this.stopped;
  }

  /** Physical lines consumed so far (all of them once `finish` returned). */
  get lines(): number {
    return this.line - 1;
  }

  /** The physical line `text` would end on if it were pushed now (to name the line of a problem found in it). */
  lineAfter(text: string): number {
    return this.line + countLineBreaks(this.held.join("") + text);
  }

  push(chunk: string): void {
    if (this.stopped || chunk.length === 0) return;
    let text = chunk;
    if (this.heldChars > 0) {
      if (!this.ends(chunk)) return this.hold(chunk);
      this.held.push(chunk);
      text = this.held.join("");
      this.held = [];
      this.heldChars = 0;
    }
    const used = this.consume(text, false);
    if (used < text.length && !this.stopped) {
      const rest = used === 0 ? text : text.slice(used);
      this.state = this.skip > 0 ? LINE : FIELD_START;
      this.ends(rest);
      this.hold(rest);
    }
  }

  /** Ends the input: a last line without a line break is still a record; an open quote is an error. */
  finish(): void {
    if (this.stopped) return;
    const text = this.held.join("");
    this.held = [];
    this.heldChars = 0;
    if (text.length === 0) return;
    const used = this.consume(text, true);
    if (used < text.length && !this.stopped) {
      throw new CsvInputError(`Line ${this.line}: a quoted value is never closed (missing ").`, { line: this.line });
    }
  }

  private hold(text: string): void {
    this.held.push(text);
    this.heldChars += text.length;
    // A \r at the end is the record's line break, not part of the record.
    if (this.heldChars - (this.state === CR_SEEN ? 1 : 0) > MAX_LINE_CHARS) throw lineTooLong(this.line);
  }

  /**
   * Looks through the next piece of a held record for the point where the parser can finish it: a line break
   * outside quotes, with the character after a `\r` seen (or text after a closing quote, which the parser refuses).
   * Resumes from the state the previous piece left.
   */
  private ends(s: string): boolean {
    const n = s.length;
    const delim = this.delimCode;
    let state = this.state;
    let i = 0;
    while (i < n) {
      if (state === QUOTED) {
        const close = s.indexOf('"', i);
        if (close < 0) break;
        state = QUOTE_SEEN;
        i = close + 1;
        continue;
      }
      const c = s.charCodeAt(i);
      if (state === QUOTE_SEEN) {
        // The quote before c closed the value unless c doubles it.
        if (c === QUOTE) i++;
        state = c === QUOTE ? QUOTED : AFTER_CLOSE;
        continue;
      }
      if (state === CR_SEEN || c === LF) return true;
      i++;
      if (c === CR) state = CR_SEEN;
      else if (state === LINE) continue;
      else if (c === delim) state = FIELD_START;
      else if (state === AFTER_CLOSE) return true;
      else state = state === FIELD_START && c === QUOTE ? QUOTED : UNQUOTED;
    }
    this.state = state;
    return false;
  }

  /** Skips what is left to skip, then parses as many whole records as `text` holds; returns the characters used. */
  private consume(text: string, final: boolean): number {
    const n = text.length;
    let pos = 0;
    while (this.skip > 0) {
      const lf = text.indexOf("\n", pos);
      const cr = text.indexOf("\r", pos);
      const at = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
      if (at < 0 || (at === cr && at + 1 === n && !final)) {
        if (!final) return pos;
        if (n - pos > MAX_LINE_CHARS) throw lineTooLong(this.line);
        this.skip = 0;
        this.line++;
        return n;
      }
      if (at - pos > MAX_LINE_CHARS) throw lineTooLong(this.line);
      pos = at === cr && text.charCodeAt(at + 1) === LF ? at + 2 : at + 1;
      this.skip--;
      this.line++;
    }
    return pos < n ? this.records(text, pos, final) : pos;
  }

  /**
   * Hands over the whole records of text[pos…] (all of it when `final`); returns the index after the last one.
   * Without `final`, a record is whole only once the character after its line break's `\r` is in the text.
   */
  protected abstract records(text: string, pos: number, final: boolean): number;
}
