/**
 * What the tools read: anything that can hand out its bytes as a web stream, more than once, and knows its size.
 * A browser `File`, a Node 20 `Blob` (from `fs.openAsBlob`, a route's `formData()` or `new Blob([text])`) all fit,
 * so the same functions run in a route handler and in a Web Worker. Multi-pass tools call `stream()` again
 * instead of keeping the file in memory.
 */
export type ByteSource = {
  readonly size: number;
  stream(): ReadableStream<Uint8Array>;
};

/** A source over text already in memory (tests, small uploads); stored as UTF-8. */
export function textSource(text: string): ByteSource {
  return new Blob([text]);
}

/** A source over raw bytes, e.g. a windows-1252 file read by the caller. */
export function bytesSource(bytes: Uint8Array): ByteSource {
  return new Blob([bytes as Uint8Array<ArrayBuffer>]);
}
