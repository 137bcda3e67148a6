import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { stampPeerAddress } from "./client-address";

const INSTALLED = Symbol.for("e54.peer-stamp-installed");
type WithFlag = typeof globalThis & { [INSTALLED]?: boolean };

/**
 * Stamps every request this process's HTTP servers receive with its socket's address (see client-address.ts).
 * Node publishes `http.server.request.start` before the server's request handler, Next's included, runs.
 */
export function stampPeerAddresses(): void {
  const g = globalThis as WithFlag;
  if (g[INSTALLED]) return;
  g[INSTALLED] = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    stampPeerAddress(request.headers, socket.remoteAddress);
  });
}
