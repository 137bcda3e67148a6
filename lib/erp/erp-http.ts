import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";

export type ErpHttpRequest = { method: string; headers: Record<string, string>; body?: string; timeoutMs: number };
export type ErpHttpAnswer = { status: number; body: Buffer };

/** Raised when the whole exchange (connect, send, read the answer) did not finish in time. */
export class ErpTimeoutError extends Error {
  constructor() {
    super("ERP request timed out");
    this.name = "TimeoutError";
  }
}

// Kept-alive connections to the ERP. Plain node:http costs about half the CPU of fetch (no web streams, and none
// of Next's fetch instrumentation) on every proxied call. Idle sockets close after 4 s, before a Node server's
// default 5 s keep-alive ends them under us.
const agentOptions = { keepAlive: true, maxSockets: 64, timeout: 4_000 };
const holder = globalThis as unknown as { __e54ErpAgents?: { http: HttpAgent; https: HttpsAgent } };
const agents = (holder.__e54ErpAgents ??= { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) });

function once(url: URL, req: ErpHttpRequest, deadline: number): Promise<ErpHttpAnswer & { reused?: boolean }> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === "https:";
    const headers =
      req.body === undefined ? req.headers : { ...req.headers, "Content-Length": String(Buffer.byteLength(req.body)) };
    const send = secure ? httpsRequest : httpRequest;
    // A create goes on a connection of its own: on a kept-alive one the ERP may have closed while it was idle, a
    // reset would leave "was it made?" open, where a refused connection says plainly that it was not.
    const agent = req.method === "POST" ? false : secure ? agents.https : agents.http;
    const outgoing = send(url, { method: req.method, headers, agent });
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        outgoing.destroy(new ErpTimeoutError());
      },
      Math.max(0, deadline - Date.now()),
    );
    // After a time-out every error that follows (socket closed, answer cut off) is that time-out.
    const fail = (err: Error) => {
      clearTimeout(timer);
      reject(timedOut ? new ErpTimeoutError() : Object.assign(err, { reusedSocket: outgoing.reusedSocket }));
    };
    outgoing.on("error", fail);
    outgoing.on("response", (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", fail);
      res.on("aborted", () => fail(new Error("ERP answer cut off")));
      res.on("end", () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) });
      });
    });
    outgoing.end(req.body);
  });
}

/**
 * One HTTP exchange with the ERP over a kept-alive connection, body read in full within the time-out. A request
 * that fails at once on a reused connection (the ERP closed it while idle) is sent again on a fresh one, as Node's
 * documentation advises; only for GET and PUT, which may safely be repeated.
 */
export async function erpHttp(url: string, req: ErpHttpRequest): Promise<ErpHttpAnswer> {
  const target = new URL(url);
  const deadline = Date.now() + req.timeoutMs;
  try {
    return await once(target, req, deadline);
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { reusedSocket?: boolean };
    const retry = e.reusedSocket && e.code === "ECONNRESET" && (req.method === "GET" || req.method === "PUT");
    if (!retry) throw err;
    return once(target, req, deadline);
  }
}
