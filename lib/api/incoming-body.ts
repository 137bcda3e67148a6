/** A request's body as the multipart readers need it, without the request (lib code never receives one). */
export type IncomingBody = {
  stream: ReadableStream<Uint8Array> | null;
  contentType: string | null;
  /** Content-Length as the client declared it (0 when absent); the readers still count what arrives. */
  declaredBytes: number;
  /** The URL's query parameters: some forms may carry a field there instead (`companyId`, `overwrite`). */
  query: URLSearchParams;
  /** Aborts when the client goes away: a CSV job waiting for its turn then leaves the queue. */
  signal?: AbortSignal;
};

/** The request's body for the multipart readers (lib/multipart, uploads). */
export function incomingBody(req: Request): IncomingBody {
  return {
    stream: req.body,
    contentType: req.headers.get("content-type"),
    declaredBytes: Number(req.headers.get("content-length") ?? "0") || 0,
    query: new URL(req.url).searchParams,
    signal: req.signal,
  };
}
