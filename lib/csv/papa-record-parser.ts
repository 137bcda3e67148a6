import Papa from "papaparse";
import { CsvInputError } from "./errors";
import { CR_DECISION_CHARS, RecordStream } from "./record-stream";

type PapaStep = { data: string[][]; errors: { code: string }[]; meta: { cursor: number } };

/**
 * The same contract as `CsvRecordParser` (text chunks in, records with their physical line out, lines skipped
 * unparsed, `\n` / `\r\n` / lone-`\r` breaks, a never-closed quote or text after a closing quote refused), with
 * papaparse's core parser doing the splitting. It carries no projection or record filter: every cell of every
 * record is built.
 */
export class PapaRecordParser extends RecordStream {
  private newline: string | null = null;

  protected records(text: string, pos: number, final: boolean): number {
    const nl = this.nl as string;
    const body = pos === 0 ? text : text.slice(pos);
    // papaparse takes one newline string: a CRLF file is parsed with "\r\n" so a quoted last cell closes cleanly.
    this.newline ??= nl === "\n" ? firstBreak(body, final) : nl;
    if (this.newline === null) return pos;
    const newline = this.newline;
    let from = 0;
    let failure: CsvInputError | null = null;
    const parser: Papa.Parser = new Papa.Parser({
      delimiter: this.delim,
      newline: newline as "\n",
      step: ((result: PapaStep) => {
        // After the last line break papaparse hands over one more, empty record; there is no such line.
        if (from === body.length) return;
        const end = result.meta.cursor;
        const line = this.line;
        const fields = result.data[0];
        // A record whose cells and separators fill its whole span had no quotes, so no line break inside it.
        const plain = end - from === plainLength(fields, this.delim.length) + (end < body.length || !final ? newline.length : 0);
        this.line += plain ? 1 : 1 + countBreaks(body, nl, from, end);
        // A "\n" file may hold a CRLF line: its last cell, if unquoted, ends in the "\r".
        if (newline === "\n" && body.charCodeAt(end - 2) === 13) stripCr(fields);
        from = end;
        if (result.errors.length > 0) {
          failure = quoteError(result.errors[0].code, line);
          parser.abort();
          return;
        }
        if (this.onRecord(fields, line) === false) {
          this.stopped = true;
          parser.abort();
        }
      }) as unknown as Papa.ParseConfig["step"],
    });
    parser.parse(body, 0, !final);
    if (failure) throw failure;
    return pos + from;
  }
}

function plainLength(fields: string[], delimLength: number): number {
  let n = (fields.length - 1) * delimLength;
  for (const f of fields) n += f.length;
  return n;
}

/**
 * The first line break outside quotes, "\n" or "\r\n", or null while the text so far cannot tell (a quoted value
 * is still open). Past 64K characters a stray quote no longer holds the decision back.
 */
function firstBreak(text: string, final: boolean): string | null {
  const head = text.slice(0, CR_DECISION_CHARS).replace(/"[^"]*"/g, "");
  const at = head.indexOf("\n");
  const open = head.indexOf('"');
  if ((at < 0 || (open >= 0 && open < at)) && !final && text.length < CR_DECISION_CHARS) return null;
  return at > 0 && head.charCodeAt(at - 1) === 13 ? "\r\n" : "\n";
}

/** A record of a "\n" file may end in "\r" (a CRLF line in a mixed file). */
function stripCr(fields: string[]): void {
  const last = fields.length - 1;
  const cell = fields[last];
  if (cell !== undefined && cell.endsWith("\r")) fields[last] = cell.slice(0, -1);
}

function quoteError(code: string, line: number): CsvInputError {
  if (code === "MissingQuotes") {
    return new CsvInputError(`Line ${line}: a quoted value is never closed (missing ").`, { line });
  }
  return new CsvInputError(
    `Line ${line}: unexpected text after a closing quote. A quote inside a quoted value must be doubled ("").`,
    { line },
  );
}

/** Line breaks in text[from, to − one break): the breaks inside a record, not the one that ends it. */
function countBreaks(text: string, nl: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf(nl, from); at >= 0 && at < to - nl.length; at = text.indexOf(nl, at + 1)) count++;
  return count;
}
