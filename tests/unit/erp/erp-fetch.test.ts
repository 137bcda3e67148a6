import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import { erpFetch } from "@/lib/erp/erp-fetch";

/** A tiny ERP that misbehaves on purpose, one way per path. */
let server: Server;
let origin: string;
let resets = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/html") return void res.writeHead(200, { "content-type": "text/html" }).end("<html>hi</html>");
    if (req.url === "/slow-body") return void res.writeHead(200, { "content-type": "application/json" }).write('{"a":');
    if (req.url === "/iis-404")
      return void res
        .writeHead(404, { "content-type": "text/html" })
        .end("<html><body>HTTP Error 404.15</body></html>");
    if (req.url === "/vendor") {
      return void res.writeHead(400, { "content-type": "application/json" }).end(
        JSON.stringify({
          message: `Bad vendor at ${origin}`,
          errors: [{ field: "name", message: "Name is required" }],
        }),
      );
    }
    if (req.url === "/missing")
      return void res.writeHead(400).end("The following records were not found in EDS.PN.XREF: 0000000");
    if (req.url === "/throttled")
      return void res.writeHead(429, { "content-type": "application/json" }).end('{"message":"Too many requests"}');
    if (req.url === "/redirect") return void res.writeHead(302, { location: "http://elsewhere.example/" }).end();
    if (req.url === "/reset-once" && resets++ === 0) return void req.socket.destroy();
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failure(path: string, timeoutMs = 2_000): Promise<ApiError> {
  try {
    await erpFetch({ origin, sessionToken: "t" }, { method: "GET", path, timeoutMs });
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error(`${path} did not fail`);
}

describe("erpFetch", () => {
  it("reads a JSON answer", async () => {
    expect(await erpFetch({ origin, sessionToken: "t" }, { method: "GET", path: "/ok" })).toEqual({ ok: true });
  });

  it("answers 502 (not 400) when a 200 is not JSON", async () => {
    expect((await failure("/html")).status).toBe(502);
  });

  it("answers 504 when the answer stops half way and the time-out passes", async () => {
    expect((await failure("/slow-body", 300)).status).toBe(504);
  });

  it("keeps the ERP's message and its field errors, without the ERP's address", async () => {
    const err = await failure("/vendor");
    expect(err.status).toBe(400);
    expect(err.message).toBe("Bad vendor at the ERP");
    expect(err.details).toEqual([{ field: "name", message: "Name is required" }]);
  });

  it("names a missing record by a code, and only that 400", async () => {
    const missing = await failure("/missing");
    expect(missing.status).toBe(400);
    expect(missing.message).toBe("The following records were not found in EDS.PN.XREF: 0000000");
    expect(missing.clientCode).toBe("NOT_FOUND_IN_ERP");
    expect((await failure("/vendor")).clientCode).toBeUndefined();
  });

  it("does not hand an HTML error page to the user", async () => {
    const err = await failure("/iis-404");
    expect(err.status).toBe(404);
    expect(err.message).not.toContain("<");
  });

  it("answers a throttled request with 429 (to wait and try again), not 400, and as a refusal: nothing was done", async () => {
    const err = await failure("/throttled");
    expect(err.status).toBe(429);
    expect(err.message).toBe("The ERP is busy right now. Please try again in a moment.");
    expect(err.refused).toBe(true);
  });

  it("does not follow a redirect away from the ERP", async () => {
    expect((await failure("/redirect")).status).toBe(502);
  });

  it("sends a GET again when a kept-alive connection turns out closed", async () => {
    await erpFetch({ origin, sessionToken: "t" }, { method: "GET", path: "/ok" });
    expect(await erpFetch({ origin, sessionToken: "t" }, { method: "GET", path: "/reset-once" })).toEqual({ ok: true });
    expect(resets).toBe(2);
  });

  it("answers 502 when the connection is refused", async () => {
    const err = await erpFetch(
      { origin: "http://127.0.0.1:1", sessionToken: "t" },
      { method: "GET", path: "/x" },
    ).catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(502);
  });
});
