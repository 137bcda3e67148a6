import type { ByteSource } from "@/lib/csv/byte-source";

/** What a producer writes to, and waits on before it reads more input. */
export type PacedWriter = {
  write(text: string): void;
  /** Resolves once the reader wants more; rejects when the reader went away (the producer then stops). */
  ready(): Promise<void>;
};

const PIECE_CHARS = 64 * 1024;
// Pieces waiting for the reader before `ready()` holds the producer back: about 256 KB of text.
const QUEUED_PIECES = 4;

/**
 * A UTF-8 byte stream of what `produce` writes, at the reader's pace: `produce` calls `ready()` between pieces of
 * input work, and it resolves only while fewer than QUEUED_PIECES pieces wait, so the text is never held whole. The
 * stream errors with whatever `produce` throws; `done` settles once `produce` has stopped, for any reason.
 */
export function pacedTextStream(produce: (out: PacedWriter) => Promise<void>): {
  stream: ReadableStream<Uint8Array>;
  done: Promise<void>;
} {
  const encoder = new TextEncoder();
  let parts: string[] = [];
  let chars = 0;
  let wake: { resolve(): void; reject(err: Error): void } | null = null;
  let gone: Error | null = null;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const flush = () => {
    if (chars === 0) return;
    controller.enqueue(encoder.encode(parts.join("")));
    parts = [];
    chars = 0;
  };
  const out: PacedWriter = {
    write(text) {
      parts.push(text);
      chars += text.length;
      if (chars >= PIECE_CHARS) flush();
    },
    ready() {
      if (gone) return Promise.reject(gone);
      if ((controller.desiredSize ?? 0) > 0) return Promise.resolve();
      return new Promise((resolve, reject) => {
        wake = { resolve, reject };
      });
    },
  };
  let done!: Promise<void>;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        done = produce(out).then(
          () => {
            if (gone) return;
            flush();
            c.close();
          },
          (err: unknown) => {
            if (!gone) c.error(err);
          },
        );
      },
      pull() {
        wake?.resolve();
        wake = null;
      },
      cancel() {
        gone = new Error("The reader went away.");
        wake?.reject(gone);
        wake = null;
      },
    },
    { highWaterMark: QUEUED_PIECES },
  );
  return { stream, done };
}

/** The source, handing out its next chunk only once `ready()` resolves: input read at the output's pace. */
export function pacedSource(source: ByteSource, ready: () => Promise<void>): ByteSource {
  return {
    size: source.size,
    stream() {
      const reader = source.stream().getReader();
      return new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            await ready();
            const { done, value } = await reader.read();
            if (done) controller.close();
            else controller.enqueue(value);
          },
          cancel: (reason) => reader.cancel(reason),
        },
        { highWaterMark: 0 },
      );
    },
  };
}
