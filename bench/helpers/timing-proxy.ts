// A pass-through HTTP proxy that notes when each call was in flight: the bench's view of how long the portal
// waited on a service (the union of those intervals over a span of time).
import { Agent, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export type Interval = { start: number; end: number };

export type TimingProxy = { url: string; intervals: Interval[]; close(): Promise<void> };

/**
 * Listens on host:port (0: any free port) and forwards every request to `target` (an http origin). `keepHost`
 * passes the caller's Host on, so a service that writes its own addresses into answers names the proxy.
 */
export async function startTimingProxy(opts: {
  host: string;
  port: number;
  target: string;
  keepHost?: boolean;
}): Promise<TimingProxy> {
  const target = new URL(opts.target);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const intervals: Interval[] = [];
  const server = createServer((req, res) => {
    const start = performance.now();
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: opts.keepHost ? req.headers : { ...req.headers, host: target.host },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on("end", () => intervals.push({ start, end: performance.now() }));
      },
    );
    upstream.on("error", () => {
      intervals.push({ start, end: performance.now() });
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) =>
    server.once("error", reject).listen(opts.port, opts.host, () => resolve()),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${opts.host}:${port}`,
    intervals,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** How long, within [from, to], at least one of the intervals was open (overlapping calls count once). */
export function busyTime(intervals: readonly Interval[], from: number, to: number): number {
  const clipped = intervals
    .map((i) => ({ start: Math.max(i.start, from), end: Math.min(i.end, to) }))
    .filter((i) => i.end > i.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let cursor = from;
  for (const i of clipped) {
    const start = Math.max(i.start, cursor);
    if (i.end > start) {
      total += i.end - start;
      cursor = i.end;
    }
  }
  return total;
}
