import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as nextAuth } from "@/app/api/auth/[...nextauth]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as downloadProcessed } from "@/app/api/csv/download-processed/route";
import { POST as preview } from "@/app/api/csv/preview/route";
import { POST as proxy } from "@/app/api/erp-proxy/route";
import { POST as upload } from "@/app/api/wasabi/upload/route";
import { POST as shippoWebhook } from "@/app/api/webhooks/shippo/[secret]/route";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { resetEnvCache } from "@/lib/env";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { fileOf, formWith, postForm } from "../storage/form-request";

let env: TestEnv;
let staff: string;
beforeAll(async () => {
  env = await startTestEnv();
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
}, 180_000);
afterAll(() => env?.close(), 60_000);

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>;
const MB = 1024 * 1024;

/**
 * A body that never ends on its own: chunks of `chunkBytes` as long as the reader pulls, counting what was pulled.
 * Sent chunked (no Content-Length), it proves a reader counts bytes as they arrive and stops at its limit.
 */
function endlessBody(chunkBytes = 64 * 1024, fill = 0x20) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(fill));
    },
  });
  return { stream, pulled };
}

async function send(handler: Handler, body: BodyInit, headers: Record<string, string>) {
  // A streamed body needs `duplex: "half"`, which the DOM's RequestInit type does not list yet.
  const init = { method: "POST", body, headers, duplex: "half" };
  const req = new NextRequest("http://localhost/api/test", init as ConstructorParameters<typeof NextRequest>[1]);
  const res = await handler(req, { params: Promise.resolve({}) });
  return {
    status: res.status,
    json: res.headers.get("content-type")?.includes("json") ? await res.json() : undefined,
    res,
  };
}

describe("JSON bodies: at most 1 MB, counted as they arrive", () => {
  it("answers 413 to a sign-in body over 1 MB that says so in Content-Length", async () => {
    const big = JSON.stringify({ email: "admin@example.com", password: "x".repeat(2 * MB) });
    const { status, json } = await send(login, big, {
      "content-type": "application/json",
      "content-length": String(big.length),
    });
    expect(status).toBe(413);
    expect(json.error).toBe("The request body is larger than the 1 MB limit.");
  });

  it("stops reading a chunked body (no Content-Length) just past 1 MB and answers 413", async () => {
    const { stream, pulled } = endlessBody();
    const { status } = await send(login, stream, { "content-type": "application/json" });
    expect(status).toBe(413);
    expect(pulled.bytes).toBeLessThan(1.5 * MB);
  });

  it("answers 413 to an oversize form on next-auth's own sign-in endpoint", async () => {
    const { stream, pulled } = endlessBody();
    const req = new NextRequest("http://localhost/api/auth/callback/credentials", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await nextAuth(req, { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) });
    expect(res.status).toBe(413);
    expect(pulled.bytes).toBeLessThan(256 * 1024);
  });

  it("reads at most 1 MB of a webhook delivery, chunked or not, before any signature or secret is checked", async () => {
    const secret = process.env.STRIPE_WEBHOOK_SECRET;
    process.env.STRIPE_WEBHOOK_SECRET = "whsec_bounded_input_test";
    resetEnvCache();
    try {
      for (const handler of [stripeWebhook, shippoWebhook] as Handler[]) {
        const { stream, pulled } = endlessBody();
        const { status } = await send(handler, stream, {
          "content-type": "application/json",
          "stripe-signature": "t=1,v1=x",
        });
        expect(status).toBe(413);
        expect(pulled.bytes).toBeLessThan(1.5 * MB);
      }
    } finally {
      if (secret === undefined) delete process.env.STRIPE_WEBHOOK_SECRET;
      else process.env.STRIPE_WEBHOOK_SECRET = secret;
      resetEnvCache();
    }
  });

  it("answers 413 to an oversize body on a signed-in JSON route too", async () => {
    const { stream, pulled } = endlessBody();
    const { status } = await send(proxy, stream, {
      "content-type": "application/json",
      authorization: `Bearer ${staff}`,
    });
    expect(status).toBe(413);
    expect(pulled.bytes).toBeLessThan(1.5 * MB);
  });

  it("refuses a body that is not JSON by its content type with 415", async () => {
    const body = JSON.stringify(DEMO.admin);
    const { status, json } = await send(login, body, { "content-type": "text/plain" });
    expect(status).toBe(415);
    expect(json.error).toBe("Send the request body as JSON (Content-Type: application/json).");
  });
});

describe("JSON routes need a JSON content type", () => {
  it("refuses a JSON body sent with no Content-Type at all with 415", async () => {
    // Bytes, not a string: a string body would be given text/plain by the Request itself.
    const body = new TextEncoder().encode(JSON.stringify(DEMO.admin));
    const { status, json } = await send(login, body, {});
    expect(status).toBe(415);
    expect(json.error).toBe("Send the request body as JSON (Content-Type: application/json).");
    const signedIn = await send(proxy, body, { authorization: `Bearer ${staff}` });
    expect(signedIn.status).toBe(415);
  });
});

describe("sign-in fields have limits", () => {
  it("refuses an email over 254 characters and a password over 1,024 with a 400 that says which", async () => {
    const longEmail = await callRoute(login, { body: { email: `${"a".repeat(250)}@x.io`, password: "x" } });
    expect(longEmail.status).toBe(400);
    expect(longEmail.json.error).toContain("254");
    const longPassword = await callRoute(login, { body: { email: "admin@example.com", password: "x".repeat(1025) } });
    expect(longPassword.status).toBe(400);
    expect(longPassword.json.error).toContain("1024");
  });
});

describe("multipart forms: parts, fields and total size limited on the stream", () => {
  it("refuses a form with too many fields", async () => {
    const fields = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, "1"]));
    const { status, json } = await postForm(
      preview,
      formWith({ ...fields, file: fileOf("a.csv", "a\n1\n", "text/csv") }),
      { token: staff },
    );
    expect(status).toBe(400);
    expect(json.error).toBe("The form has too many fields.");
  });

  it("refuses a form with too many files", async () => {
    const files = Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [`file${i}`, fileOf(`f${i}.csv`, "a\n1\n", "text/csv")]),
    );
    const { status, json } = await postForm(preview, formWith(files), { token: staff });
    expect(status).toBe(400);
    expect(json.error).toBe("The form has too many files.");
  });

  it("counts a chunked form's total size as it arrives and answers 413 past it, even in a part the route ignores", async () => {
    const { stream, pulled } = endlessBody(64 * 1024, 0x41);
    const boundary = "----e54bound";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="ignored"; filename="big.bin"\r\n\r\n`,
    );
    let sentHead = false;
    const reader = stream.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sentHead) {
          sentHead = true;
          controller.enqueue(head);
          return;
        }
        const { value } = await reader.read();
        controller.enqueue(value!);
      },
      cancel: () => reader.cancel(),
    });
    process.env.UPLOAD_MAX_BYTES = String(MB);
    const { resetEnvCache } = await import("@/lib/env");
    resetEnvCache();
    try {
      const { status } = await send(upload, body, {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${staff}`,
      });
      expect(status).toBe(413);
      expect(pulled.bytes).toBeLessThan(4 * MB);
    } finally {
      delete process.env.UPLOAD_MAX_BYTES;
      resetEnvCache();
    }
  });
});

describe("the PDW download streams a file", () => {
  it("answers the processed CSV as a streamed download when asked for text/csv, with its row count in a header", async () => {
    const form = formWith({
      file: fileOf("sales.csv", "SKU,Price\nA-1,$5\nB-2,$7\n", "text/csv"),
      removeDollars: "true",
      filename: "clean",
    });
    const { status, res } = await postForm(downloadProcessed, form, { token: staff, headers: { accept: "text/csv" } });
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toContain('filename="clean.csv"');
    expect(res.headers.get("x-processed-rows")).toBe("2");
    expect(await res.text()).toBe("SKU,Price\nA-1,5\nB-2,7\n");
  });

  it("keeps the spec's JSON answer (csv_content, filename, processed_rows) for a caller that asks for JSON", async () => {
    const form = formWith({
      file: fileOf("sales.csv", "SKU,Price\nA-1,$5\n", "text/csv"),
      removeDollars: "true",
      filename: "clean",
    });
    const { status, json } = await postForm(downloadProcessed, form, { token: staff });
    expect(status).toBe(200);
    expect(json).toMatchObject({ csv_content: "SKU,Price\nA-1,5\n", filename: "clean.csv", processed_rows: 1 });
  });
});
