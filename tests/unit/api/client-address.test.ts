import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, PEER_HEADER, peerHeaderValue } from "@/lib/api/client-address";
import { stampPeerAddresses } from "@/lib/api/stamp-peer-addresses";

const stamped = (peer: string, extra: Record<string, string> = {}) =>
  new Headers({ [PEER_HEADER]: peerHeaderValue(peer), ...extra });

describe("clientAddress", () => {
  it("is the socket's address, whatever X-Forwarded-For a client sends, when no proxy is trusted", () => {
    expect(clientAddress(stamped("203.0.113.7", { "x-forwarded-for": "1.2.3.4" }), 0)).toBe("203.0.113.7");
    expect(clientAddress(stamped("::ffff:198.51.100.2"), 0)).toBe("198.51.100.2");
  });

  it("never believes a stamp a client wrote itself", () => {
    expect(clientAddress(new Headers({ [PEER_HEADER]: "guessed-secret 1.2.3.4" }), 0)).toBe("unknown");
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.2.3.4" }), 0)).toBe("unknown");
  });

  it("behind N trusted proxies is the N-th address from the end of X-Forwarded-For", () => {
    const chain = { "x-forwarded-for": "6.6.6.6, 198.51.100.9, 10.0.0.2" };
    expect(clientAddress(stamped("10.0.0.3", chain), 1)).toBe("10.0.0.2");
    expect(clientAddress(stamped("10.0.0.3", chain), 2)).toBe("198.51.100.9");
    // Fewer addresses than proxies: the request did not come through them; the socket is all we know.
    expect(clientAddress(stamped("10.0.0.3", { "x-forwarded-for": "198.51.100.9" }), 2)).toBe("10.0.0.3");
    expect(clientAddress(stamped("10.0.0.3", { "x-forwarded-for": "not an address" }), 1)).toBe("10.0.0.3");
  });

  it("reads next-auth's plain header objects too", () => {
    expect(clientAddress({ [PEER_HEADER]: peerHeaderValue("192.0.2.1") }, 0)).toBe("192.0.2.1");
  });
});

describe("stampPeerAddresses", () => {
  let server: Server;
  let seen: string | undefined;
  beforeAll(async () => {
    stampPeerAddresses();
    server = createServer((req, res) => {
      seen = clientAddress(new Headers(req.headers as Record<string, string>), 0);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("stamps a real request with its socket's address, over any header of the same name", async () => {
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, headers: { [PEER_HEADER]: "forged 6.6.6.6", "x-forwarded-for": "6.6.6.6" } },
        (res) => {
          res.resume();
          res.on("end", resolve);
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(seen).toBe("127.0.0.1");
  });
});
