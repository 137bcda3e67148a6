import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { PEER_HEADER, peerHeaderValue } from "@/lib/api/client-address";

// `never` params accept any route's handler; each route's own `params()` builds what that handler reads.
type Handler = (req: NextRequest, ctx: { params: Promise<never> }) => Promise<Response>;
export type ServedRoute = {
  method: string;
  pattern: RegExp;
  params(match: RegExpMatchArray): Record<string, string>;
  handler: Handler;
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Route handlers served over real HTTP on loopback, so a stand-in (Shippo's webhook sender) can call them as it
 * would call the app. Anything else answers 404.
 */
export async function serveRoutes(routes: ServedRoute[]) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    for (const route of routes) {
      const match = req.method === route.method ? url.pathname.match(route.pattern) : null;
      if (!match) continue;
      const body = await readBody(req);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      // As instrumentation.ts does for the app: the socket's address, whatever the client sent.
      headers.set(PEER_HEADER, peerHeaderValue(req.socket.remoteAddress));
      const request = new NextRequest(url, {
        method: req.method,
        headers,
        body: body.length ? new Uint8Array(body) : undefined,
      });
      const answer = await route.handler(request, { params: Promise.resolve(route.params(match)) as Promise<never> });
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
