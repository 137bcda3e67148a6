import "server-only";
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { isIP } from "node:net";
import { getEnv } from "@/lib/env";

/**
 * Next's route handlers never see the socket, and Next fills `X-Forwarded-For` with the socket's address only
 * when a client did not send one, so that header alone can be anyone's. `instrumentation.ts` therefore stamps
 * every incoming request with the socket's address in this header, overwriting whatever a client sent, signed
 * with a secret made at start-up: a value a client wrote (say, in the moment before the stamp is installed)
 * never matches it.
 */
export const PEER_HEADER = "x-e54-peer";

const SECRET = Symbol.for("e54.peer-secret");
type WithSecret = typeof globalThis & { [SECRET]?: string };

// On globalThis: instrumentation and the route bundles are separate module graphs in one process.
function peerSecret(): string {
  const g = globalThis as WithSecret;
  g[SECRET] ??= randomBytes(18).toString("base64url");
  return g[SECRET];
}

/** `::ffff:127.0.0.1` (IPv4 on a dual-stack socket) is 127.0.0.1. */
function normalize(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/** The stamp for a socket's address (tests call route handlers with it as if over a socket). */
export function peerHeaderValue(socketAddress: string | undefined): string {
  return `${peerSecret()} ${socketAddress ? normalize(socketAddress) : ""}`;
}

/** Writes the socket's address into a request's headers (Node's), replacing any value a client sent. */
export function stampPeerAddress(headers: IncomingHttpHeaders, socketAddress: string | undefined): void {
  headers[PEER_HEADER] = peerHeaderValue(socketAddress);
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

export function headerOf(source: HeaderSource | undefined, name: string): string | undefined {
  if (!source) return undefined;
  if (source instanceof Headers) return source.get(name) ?? undefined;
  const value = source[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

function peerAddress(headers: HeaderSource | undefined): string | null {
  const [secret, address] = (headerOf(headers, PEER_HEADER) ?? "").split(" ");
  return secret === peerSecret() && address && isIP(address) ? address : null;
}

/**
 * The client's address (docs/architecture.md): the socket's; behind `trustProxy` proxies, each of which appended the address
 * it was called from, the `trustProxy`-th address from the end of X-Forwarded-For. Anything a client could have
 * written itself is never read. "unknown" when neither is there (a request that did not come over a socket).
 */
export function clientAddress(headers: HeaderSource | undefined, trustProxy = getEnv().TRUST_PROXY): string {
  const peer = peerAddress(headers);
  if (trustProxy > 0) {
    const chain = (headerOf(headers, "x-forwarded-for") ?? "")
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean);
    const forwarded = chain.length >= trustProxy ? normalize(chain[chain.length - trustProxy]!) : "";
    if (isIP(forwarded)) return forwarded;
  }
  return peer ?? "unknown";
}
