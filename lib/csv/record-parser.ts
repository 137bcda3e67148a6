// The one CSV reader of every tool (issue 25): papaparse, which read whole records until then, takes one line
// break per file, so it cannot read a file whose lines end differently; this parser decides the break per line.
// Against papaparse it also keeps what made it worth having (csv-stack bench, README.md): a projection and a
// record filter, with which it used 1.6–4.1× less CPU on the same file.
import { CsvInputError } from "./errors";
import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_LINE_CHARS } from "./limits";
import { countLineBreaks } from "./line-breaks";
import { CR, LF, QUOTE, RecordStream, lineTooLong } from "./record-stream";

export type { RecordHandler, RecordParserOptions } from "./record-stream";

/** Handed over instead of the cells of a record the filter turned down (see `setRecordFilter`). */
export const SKIPPED_RECORD: string[] = [];

/** Handed over instead of the cells of a record read as text (see `setTextView`): `viewStart`/`viewEnd` bound it. */
export const VIEWED_RECORD: string[] = [];

/**
 * A record of fewer characters can hold neither a cell over MAX_CELL_CHARS nor more than MAX_COLUMNS cells, so it
 * may be projected or skipped unsplit; a longer one always arrives whole, for the scanner to check every cell.
 */
const WHOLE_FROM = Math.min(MAX_CELL_CHARS + 1, MAX_COLUMNS);

/**
 * An incremental RFC 4180 parser fed with text chunks. Lines without a quote take a fast path (`split`), which is
 * what makes it several times faster than a character-by-character state machine on real exports; only records
 * that contain a quote walk the slow path. A line ends at `\r\n`, `\n` or a lone `\r`, decided per line on both.
 */
export class CsvRecordParser extends RecordStream {
  private projection: { columns: number[]; width: number } | null = null;
  private projected: string[] = [];
  private wanted: Uint8Array | null = null;
  private filter: (() => boolean) | null = null;
  private textView: { column: number; width: number } | null = null;
  /** The text a VIEWED_RECORD is in, and where its cell (or its whole line) starts and ends in it. */
  viewText = "";
  viewStart = 0;
  viewEnd = 0;

  /**
   * Only materialise these columns of records that take the fast path (the others are left as holes) while the
   * record has exactly `width` fields. A tool that reads one column of a million rows then allocates one string per
   * row instead of one per cell, which halves its time. Records with quotes or a ragged width still arrive whole.
   * Projected records share one array, overwritten by the next record: copy it to keep it.
   */
  setProjection(projection: { columns: number[]; width: number } | null): void {
    // A column past the header's width is never a cell of a record that fits: writing it would grow the shared array.
    this.projection = projection && {
      columns: projection.columns.filter((c) => c < projection.width),
      width: projection.width,
    };
    this.projected = projection ? new Array<string>(projection.width) : [];
    this.wanted = null;
    if (projection) {
      this.wanted = new Uint8Array(projection.width);
      for (const c of projection.columns) if (c < projection.width) this.wanted[c] = 1;
    }
  }

  /**
   * Asked before each non-blank record that takes the fast path; `false` hands over `SKIPPED_RECORD` instead of
   * splitting the line. A second pass that needs a few rows of a million then does little more than find line
   * ends. Records with quotes are always parsed, so the filter is a hint, not a guarantee.
   */
  setRecordFilter(filter: (() => boolean) | null): void {
    this.filter = filter;
  }

  /**
   * Hands over records that hold no quote, have exactly `width` cells and are short enough to break no cell or
   * column bound as `VIEWED_RECORD`, with `viewText`, `viewStart` and `viewEnd` bounding the cell of `column` (the
   * whole line when `column` is -1): the same text the cells would hold, without a string or an array per record.
   * Every other record arrives as cells, as without the view. The record filter still comes first.
   */
  setTextView(view: { column: number; width: number } | null): void {
    this.textView = view;
  }

  protected records(text: string, pos: number, final: boolean): number {
    const n = text.length;
    // The next \n, \r and quote at or after pos (n for none), each searched again only once pos has passed it: a
    // file with no \r at all is searched for one once per chunk, not once per line.
    let lf = -1;
    let cr = -1;
    let q = -1;
    while (pos < n) {
      if (lf < pos) lf = indexOrEnd(text, "\n", pos);
      if (cr < pos) cr = indexOrEnd(text, "\r", pos);
      if (q < pos) q = indexOrEnd(text, '"', pos);
      const at = lf < cr ? lf : cr;
      if (q < at) {
        const next = this.quotedRecord(text, pos, final);
        if (next < 0) return pos;
        pos = next;
        if (this.stopped) return pos;
        continue;
      }
      let next: number;
      if (at === n) {
        if (!final) return pos;
        next = n;
      } else if (at === cr) {
        // Whether this \r is a \r\n or a lone \r is known only with the next character.
        if (at + 1 === n && !final) return pos;
        next = text.charCodeAt(at + 1) === LF ? at + 2 : at + 1;
      } else next = at + 1;
      const length = at - pos;
      if (length > MAX_LINE_CHARS) throw lineTooLong(this.line);
      const short = length < WHOLE_FROM;
      const fields =
        this.filter !== null && length > 0 && short && !this.filter()
          ? SKIPPED_RECORD
          : this.textView !== null && short && this.view(text, pos, at)
            ? VIEWED_RECORD
            : this.projection && short
              ? this.project(text, pos, at)
              : text.slice(pos, at).split(this.delim);
      pos = next;
      if (this.onRecord(fields, this.line++) === false) {
        this.stopped = true;
        return pos;
      }
    }
    return pos;
  }

  /**
   * Parses one record that contains a quote, starting at `start`, character by character outside quoted values.
   * Returns the index after its line break, or -1 when the text ends before the record does (more is needed).
   */
  private quotedRecord(text: string, start: number, final: boolean, wanted = this.wanted): number {
    const delim = this.delimCode;
    const n = text.length;
    const fields: string[] = [];
    const firstLine = this.line;
    let breaks = 0;
    let i = start;
    for (;;) {
      // With a projection, cells nobody reads are stepped over without building their strings.
      const keep = wanted === null || wanted[fields.length] === 1;
      let end: number;
      if (text.charCodeAt(i) === QUOTE) {
        let value = "";
        let from = i + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close < 0 || (close + 1 >= n && !final)) {
            if (final) {
              throw new CsvInputError(`Line ${firstLine}: a quoted value is never closed (missing ").`, {
                line: firstLine,
              });
            }
            return -1;
          }
          breaks += countLineBreaks(text, from, close);
          if (text.charCodeAt(close + 1) === QUOTE) {
            if (keep) value += text.slice(from, close + 1);
            from = close + 2;
            continue;
          }
          if (keep) value += text.slice(from, close);
          i = close + 1;
          break;
        }
        fields.push(keep ? value : (undefined as unknown as string));
        const c = text.charCodeAt(i);
        if (c === delim) {
          i++;
          continue;
        }
        if (i < n && c !== LF && c !== CR) {
          const at = firstLine + breaks;
          throw new CsvInputError(
            `Line ${at}: unexpected text after a closing quote. A quote inside a quoted value must be doubled ("").`,
            { line: at },
          );
        }
        end = i;
      } else {
        // An unquoted field runs to the next delimiter or line break; a stray quote inside it is kept as text.
        let j = i;
        for (; j < n; j++) {
          const c = text.charCodeAt(j);
          if (c === delim || c === LF || c === CR) break;
        }
        fields.push(keep ? text.slice(i, j) : (undefined as unknown as string));
        if (j < n && text.charCodeAt(j) === delim) {
          i = j + 1;
          continue;
        }
        end = j;
      }
      // The record ends at `end`: a line break or the end of the text.
      let next: number;
      if (end >= n) {
        if (!final) return -1;
        next = n;
      } else if (text.charCodeAt(end) === CR) {
        if (end + 1 >= n && !final) return -1;
        next = text.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
      } else next = end + 1;
      if (end - start > MAX_LINE_CHARS) throw lineTooLong(firstLine);
      // A ragged record is parsed again whole: the scanner checks its extra cells, which were skipped; so is one
      // long enough to break the cell or column bound.
      if (wanted !== null && (fields.length !== wanted.length || end - start >= WHOLE_FROM)) {
        return this.quotedRecord(text, start, final, null);
      }
      this.line = firstLine + breaks + 1;
      if (this.onRecord(fields, firstLine) === false) this.stopped = true;
      return next;
    }
  }

  /**
   * One walk over a quote-free line: counts its cells and notes where the viewed column's cell starts and ends;
   * false when the line is ragged (it then goes through the cells, where the scanner pads or refuses it).
   */
  private view(text: string, start: number, end: number): boolean {
    const { column, width } = this.textView as { column: number; width: number };
    const delim = this.delimCode;
    let k = 0;
    let from = column === 0 ? start : -1;
    let to = column === -1 ? end : -1;
    for (let i = start; i < end; i++) {
      if (text.charCodeAt(i) !== delim) continue;
      if (k === column) to = i;
      k++;
      if (k === column) from = i + 1;
    }
    if (k + 1 !== width) return false;
    this.viewText = text;
    if (column === -1) {
      this.viewStart = start;
      this.viewEnd = end;
    } else {
      this.viewStart = from;
      this.viewEnd = to < 0 ? end : to;
    }
    return true;
  }

  private project(text: string, start: number, end: number): string[] {
    const { columns, width } = this.projection as { columns: number[]; width: number };
    const delim = this.delim;
    const step = delim.length;
    // Walk every delimiter, even past the last wanted column: the record's width decides whether it is ragged.
    const fields = this.projected;
    let k = 0;
    let from = start;
    let c = 0;
    for (;;) {
      const d = text.indexOf(delim, from);
      const to = d < 0 || d >= end ? end : d;
      if (c < columns.length && columns[c] === k) {
        fields[k] = text.slice(from, to);
        c++;
      }
      k++;
      if (to === end) break;
      from = to + step;
    }
    return k === width ? fields : text.slice(start, end).split(delim);
  }
}

function indexOrEnd(text: string, what: string, from: number): number {
  const at = text.indexOf(what, from);
  return at < 0 ? text.length : at;
}
