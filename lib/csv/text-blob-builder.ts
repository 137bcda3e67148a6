/**
 * Collects output text into a Blob in pieces of 64K characters. A processed 100 MB file then lives as bytes outside
 * the JS heap (in Node and in browsers) instead of as one giant string, and the route can stream `blob.stream()`.
 *
 * The pieces are small so that a line is out of the heap before a young-generation collection finds it: pieces of
 * 4M characters held about 40,000 lines each, which a collection promoted to the old generation, dead soon after;
 * the old generation then grew by the output's size between full collections, and the server peaked 60–90 MB
 * higher on the comma remover, the PDW download and the monthly feed once the tools got faster (lib/csv/README.md).
 */
export class TextBlobBuilder {
  private parts: string[] = [];
  private partChars = 0;
  private blobs: Blob[] = [];

  constructor(private readonly pieceChars = 1 << 16) {}

  append(text: string): void {
    this.parts.push(text);
    this.partChars += text.length;
    if (this.partChars >= this.pieceChars) this.flush();
  }

  build(type = "text/csv;charset=utf-8"): Blob {
    this.flush();
    const blob = new Blob(this.blobs, { type });
    this.blobs = [];
    return blob;
  }

  private flush(): void {
    if (this.parts.length === 0) return;
    this.blobs.push(new Blob([this.parts.join("")]));
    this.parts = [];
    this.partChars = 0;
  }
}
