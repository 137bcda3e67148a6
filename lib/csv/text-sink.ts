/**
 * Where a tool writes its output text: in memory as a Blob (TextBlobBuilder, what a browser worker uses) or to a
 * file on disk (DiskTextSink, what the server's routes use, so a finished 190 MB answer waiting to be sent holds
 * no memory). `build` ends the output and gives it as a Blob of `type`.
 */
export interface TextSink {
  append(text: string): void;
  build(type?: string): Blob | Promise<Blob>;
}

export const CSV_TEXT_TYPE = "text/csv;charset=utf-8";

/**
 * Text gathered into pieces of `pieceChars` characters, each handed to `writePiece` once full (and the last one by
 * `flush`). The pieces are small so that a line is out of the heap before a young-generation collection finds it:
 * pieces of 4M characters held about 40,000 lines each, which a collection promoted to the old generation, dead
 * soon after; the old generation then grew by the output's size between full collections, and the server peaked
 * 60–90 MB higher on the comma remover, the PDW download and the monthly feed once the tools got faster.
 */
export abstract class PiecedTextSink implements TextSink {
  private parts: string[] = [];
  private partChars = 0;

  constructor(private readonly pieceChars = 1 << 16) {}

  append(text: string): void {
    this.parts.push(text);
    this.partChars += text.length;
    if (this.partChars >= this.pieceChars) this.flush();
  }

  abstract build(type?: string): Blob | Promise<Blob>;

  protected abstract writePiece(piece: string): void;

  protected flush(): void {
    if (this.parts.length === 0) return;
    this.writePiece(this.parts.join(""));
    this.parts = [];
    this.partChars = 0;
  }
}
