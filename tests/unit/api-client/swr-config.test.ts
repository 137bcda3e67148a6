import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/api-client/api-fetch";
import { SWR_CONFIG, swrFetcher } from "@/lib/api-client/swr-config";

// A real HTTP server answering the way the portal's API does, so the fetcher is tried on the wire.
let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (req.url === "/ok") return json(200, [{ id: 1 }]);
    if (req.url === "/bad")
      return json(400, {
        error: "Invalid input: email: Invalid email",
        details: [{ path: "email", message: "Invalid email" }],
      });
    if (req.url === "/down") return json(502, { error: "The ERP did not answer." });
    return res.writeHead(500, { "content-type": "text/plain" }).end("boom");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failureOf(path: string): Promise<ApiClientError> {
  const err = await swrFetcher(base + path).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiClientError);
  return err as ApiClientError;
}

describe("the SWR fetcher and settings", () => {
  it("answers the API's JSON", async () => {
    expect(await swrFetcher(`${base}/ok`)).toEqual([{ id: 1 }]);
  });

  it("throws the API's status, message and details, the way the API writes errors", async () => {
    const err = await failureOf("/bad");
    expect(err.status).toBe(400);
    expect(err.message).toBe("Invalid input: email: Invalid email");
    expect(err.details).toEqual([{ path: "email", message: "Invalid email" }]);
    const plain = await failureOf("/crash");
    expect(plain.status).toBe(500);
    expect(plain.message).toBe("Request failed (500)");
    expect(plain.details).toBeUndefined();
  });

  it("retries what may answer differently next time, never a 4xx", async () => {
    expect(SWR_CONFIG.shouldRetryOnError(await failureOf("/bad"))).toBe(false);
    expect(SWR_CONFIG.shouldRetryOnError(new ApiClientError(401, "Please log in."))).toBe(false);
    expect(SWR_CONFIG.shouldRetryOnError(await failureOf("/down"))).toBe(true);
    expect(SWR_CONFIG.shouldRetryOnError(new TypeError("fetch failed"))).toBe(true);
    expect(SWR_CONFIG.revalidateOnFocus).toBe(false);
  });
});
