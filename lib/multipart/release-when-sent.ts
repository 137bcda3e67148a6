/**
 * The same answer, with `release` called once its body has been sent, has failed or the client went away (Next
 * cancels the body then). A CSV tool's answer (a processed file, a JSON page) sits in memory until it is sent, so
 * its pool slot is held until then: otherwise finished answers waiting for slow clients would pile up past the
 * pool's memory bound.
 */
export function releaseWhenSent(res: Response, release: () => void): Response {
  if (!res.body) {
    release();
    return res;
  }
  const reader = res.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await reader.read();
        if (next.done) {
          release();
          controller.close();
        } else controller.enqueue(next.value);
      } catch (err) {
        release();
        controller.error(err);
      }
    },
    async cancel(reason) {
      release();
      await reader.cancel(reason);
    },
  });
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}
