// Test sources: CSV text as a ByteSource, optionally cut into given chunk sizes to exercise chunk boundaries.
import type { ByteSource } from "@/lib/csv/byte-source";

export function chunkedSource(content: string | Uint8Array, chunkBytes: number | number[]): ByteSource {
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
  const sizes = Array.isArray(chunkBytes) ? chunkBytes : [chunkBytes];
  return {
    size: bytes.length,
    stream() {
      let at = 0;
      let k = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (at >= bytes.length) return controller.close();
          const size = Math.max(1, sizes[k++ % sizes.length]);
          controller.enqueue(bytes.slice(at, at + size));
          at += size;
        },
      });
    },
  };
}

export function cp1252(text: string): Uint8Array {
  // Test inputs only use Latin-1 characters plus these C1-range ones.
  const c1: Record<string, number> = { "€": 0x80, "™": 0x99, "–": 0x96, "“": 0x93, "”": 0x94 };
  return Uint8Array.from([...text].map((ch) => c1[ch] ?? ch.charCodeAt(0)));
}
