const encoder = new TextEncoder();

/**
 * Output lines that arrive out of order (each with its final position) and leave in position order, held as UTF-8
 * bytes in a few large blocks rather than as a million JS strings. The duplicates export places every duplicate row
 * this way: the strings would survive into the old generation and make every garbage collection copy and scan
 * them, where the blocks are single objects the collector never looks inside.
 */
export class PlacedTextBuffer {
  private blocks: Uint8Array[] = [];
  private current = new Uint8Array(0);
  private used = 0;
  private readonly blockOf: Int32Array;
  private readonly startOf: Int32Array;
  private readonly lengthOf: Int32Array;

  constructor(
    readonly count: number,
    private readonly blockBytes = 8 << 20,
  ) {
    this.blockOf = new Int32Array(count).fill(-1);
    this.startOf = new Int32Array(count);
    this.lengthOf = new Int32Array(count);
  }

  place(position: number, text: string): void {
    this.reserve(text.length * 3);
    const { written } = encoder.encodeInto(text, this.current.subarray(this.used));
    this.commit(position, written);
  }

  /** Room for a line of at most `maxBytes`, written straight into `block` from `at`, then placed by `commit`. */
  reserve(maxBytes: number): void {
    if (this.used + maxBytes > this.current.length) {
      this.current = new Uint8Array(Math.max(this.blockBytes, maxBytes));
      this.blocks.push(this.current);
      this.used = 0;
    }
  }

  get block(): Uint8Array {
    return this.current;
  }

  get at(): number {
    return this.used;
  }

  /** Places the `written` bytes just put at `at` as the line at `position`. */
  commit(position: number, written: number): void {
    this.blockOf[position] = this.blocks.length - 1;
    this.startOf[position] = this.used;
    this.lengthOf[position] = written;
    this.used += written;
  }

  /** `head` (a header line), then every placed line in position order; unplaced positions are skipped. */
  toBlob(head: string, type: string, pieceBytes = 4 << 20): Blob {
    const pieces: BlobPart[] = [head];
    let piece = new Uint8Array(pieceBytes);
    let at = 0;
    for (let p = 0; p < this.count; p++) {
      const b = this.blockOf[p];
      if (b < 0) continue;
      const len = this.lengthOf[p];
      if (at + len > piece.length) {
        pieces.push(piece.subarray(0, at));
        piece = new Uint8Array(Math.max(pieceBytes, len));
        at = 0;
      }
      const from = this.startOf[p];
      const block = this.blocks[b];
      // A line is about 100 bytes: a loop costs less than the view that set() needs.
      if (len < 256) for (let k = 0; k < len; k++) piece[at + k] = block[from + k];
      else piece.set(block.subarray(from, from + len), at);
      at += len;
    }
    pieces.push(piece.subarray(0, at));
    return new Blob(pieces, { type });
  }
}
