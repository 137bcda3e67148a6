import type { IncomingBody } from "@/lib/api/incoming-body";

/**
 * Reads and drops a body that is refused before it is read (the CSV queue is full), up to `limitBytes`, so the
 * client gets the answer rather than a connection reset in the middle of its upload. Nothing is kept.
 */
export async function discardBody(body: IncomingBody, limitBytes: number): Promise<void> {
  if (!body.stream || body.declaredBytes > limitBytes) return;
  const reader = body.stream.getReader();
  try {
    let read = 0;
    while (read <= limitBytes) {
      const next = await reader.read();
      if (next.done) return;
      read += next.value.byteLength;
    }
  } catch {
    // The client went away: nothing left to answer.
  } finally {
    await reader.cancel().catch(() => {});
  }
}
