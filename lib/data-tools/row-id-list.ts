const CHUNK_BITS = 20;
const CHUNK = 1 << CHUNK_BITS;

/**
 * One 32-bit id per data row, in row order, in chunks of a million: it grows without the copy a doubling array makes
 * (which would hold the old and the new array at once, 3× the ids at the peak), so memory is 4 bytes a row.
 */
export class RowIdList {
  private chunks: Int32Array[] = [];
  length = 0;

  push(id: number): void {
    const at = this.length & (CHUNK - 1);
    if (at === 0) this.chunks.push(new Int32Array(CHUNK));
    this.chunks[this.chunks.length - 1][at] = id;
    this.length++;
  }

  get(row: number): number {
    return this.chunks[row >>> CHUNK_BITS][row & (CHUNK - 1)];
  }
}
