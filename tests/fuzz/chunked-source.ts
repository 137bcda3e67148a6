// A ByteSource that hands out its bytes in the given chunk sizes (used in turn), as a slow upload or a browser
// File would, so every streaming boundary (a CRLF, a quote, a UTF-8 character cut in two) gets its turn.
import type { ByteSource } from "@/lib/csv/byte-source";
import { chunkedSource as chunksOf } from "@/tests/unit/csv/sources";

export function chunkedSource(bytes: Uint8Array, sizes: readonly number[]): ByteSource {
  // At most about 4,096 chunks: a megabyte in 1-byte chunks would spend the fuzz run's time in stream reads.
  const least = Math.ceil(bytes.length / 4096);
  return chunksOf(
    bytes,
    sizes.map((size) => Math.max(least, size)),
  );
}

/** The whole file as one Blob, as a route's formData() hands it over. */
export function wholeSource(bytes: Uint8Array): ByteSource {
  return new Blob([bytes as Uint8Array<ArrayBuffer>]);
}
