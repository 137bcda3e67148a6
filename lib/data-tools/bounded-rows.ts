import { detachString } from "@/lib/csv/detach-string";
import { jsonChars } from "./answer-size";

/**
 * Rows in file order kept while they fit `budget` characters of JSON; the first that does not fit closes the list
 * (a later, shorter row would leave a gap). `offered` counts every row added, kept or not, for the answer's note.
 */
export class BoundedRows {
  readonly rows: string[][] = [];
  offered = 0;
  private chars = 0;
  private closed = false;

  constructor(private readonly budget: number) {}

  add(fields: readonly string[]): void {
    this.offered++;
    if (this.closed) return;
    const size = jsonChars(fields);
    if (this.chars + size > this.budget) {
      this.closed = true;
      return;
    }
    this.chars += size;
    this.rows.push(fields.map(detachString));
  }
}
