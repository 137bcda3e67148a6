import { CSV_TEXT_TYPE, PiecedTextSink } from "./text-sink";

/**
 * Collects output text into a Blob in pieces of 64K characters. A processed 100 MB file then lives as bytes outside
 * the JS heap (in Node and in browsers) instead of as one giant string, and the caller can stream `blob.stream()`.
 * What a browser worker uses; the server writes to disk instead (disk-text-sink.ts).
 */
export class TextBlobBuilder extends PiecedTextSink {
  private blobs: Blob[] = [];

  build(type = CSV_TEXT_TYPE): Blob {
    this.flush();
    const blob = new Blob(this.blobs, { type });
    this.blobs = [];
    return blob;
  }

  protected writePiece(piece: string): void {
    this.blobs.push(new Blob([piece]));
  }
}
