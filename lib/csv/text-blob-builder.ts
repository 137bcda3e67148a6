/**
 * Collects output text into a Blob in pieces of a few MB. A processed 100 MB file then lives as bytes outside the
 * JS heap (in Node and in browsers) instead of as one giant string, and the route can stream `blob.stream()`.
 */
export class TextBlobBuilder {
  private parts: string[] = [];
  private partChars = 0;
  private blobs: Blob[] = [];

  constructor(private readonly pieceChars = 4 << 20) {}

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
