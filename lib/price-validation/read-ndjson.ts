/**
 * The lines of an NDJSON body as they arrive, each parsed. A partial line waits for the rest; the last line may
 * lack its newline. `idleMs` bounds the wait for the next chunk (not the whole read: a long comparison is fine
 * as long as it keeps reporting).
 */
export async function* readNdjson(body: ReadableStream<Uint8Array>, idleMs: number): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  try {
    for (;;) {
      const { done, value } = await withIdleLimit(reader.read(), idleMs);
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      let nl = buffered.indexOf("\n");
      while (nl >= 0) {
        const line = buffered.slice(0, nl).trim();
        buffered = buffered.slice(nl + 1);
        if (line) yield JSON.parse(line) as unknown;
        nl = buffered.indexOf("\n");
      }
    }
    const last = (buffered + decoder.decode()).trim();
    if (last) yield JSON.parse(last) as unknown;
  } finally {
    await reader.cancel().catch(() => {});
  }
}

export class StreamIdleError extends Error {
  constructor() {
    super("The server stopped reporting progress.");
    this.name = "StreamIdleError";
  }
}

function withIdleLimit<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StreamIdleError()), ms);
  });
  return Promise.race([promise, idle]).finally(() => clearTimeout(timer));
}
