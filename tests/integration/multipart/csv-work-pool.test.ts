import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as preview } from "@/app/api/csv/preview/route";
import { POST as removeCommas } from "@/app/api/csv/remove-commas/route";
import { BUSY_MESSAGE, csvPoolStats } from "@/lib/multipart/csv-work-pool";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { fileOf, formWith } from "../storage/form-request";

// One slot and one place in the queue, so two uploads are enough to fill the pool and three to refuse one.
let env: TestEnv;
let token: string;
beforeAll(async () => {
  env = await startTestEnv({ env: { CSV_POOL_SIZE: "1", CSV_QUEUE_MAX: "1" } });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
}, 180_000);
afterAll(() => env?.close(), 60_000);

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>;
const csv = (text: string) => fileOf("sales.csv", text, "text/csv");

function post(handler: Handler, fields: Record<string, string | File>, signal?: AbortSignal): Promise<Response> {
  const headers = new Headers({ authorization: `Bearer ${token}` });
  const req = new NextRequest("http://localhost/api/test", { method: "POST", body: formWith(fields), headers, signal });
  return handler(req, { params: Promise.resolve({}) });
}

/** A comma remover's answer, a file whose body is not read yet: its job holds the pool's slot until it is. */
async function holdTheSlot(): Promise<Response> {
  const res = await post(removeCommas, { file: csv("a,b\n1,2\n") });
  expect(res.status).toBe(200);
  expect(csvPoolStats()).toEqual({ running: 1, waiting: 0 });
  return res;
}

/** A preview's status and data rows, its answer read to the end (which frees its slot). */
async function answered(pending: Promise<Response>) {
  const res = await pending;
  return { status: res.status, rows: (await res.json()).data_rows_count };
}

const waiting = (n: number) =>
  vi.waitFor(() => expect(csvPoolStats().waiting).toBe(n), { timeout: 30_000, interval: 20 });

describe("the CSV work pool (CSV_POOL_SIZE=1, CSV_QUEUE_MAX=1)", () => {
  it("runs a second upload only once the first one's answer has been sent", async () => {
    const first = await holdTheSlot();
    const order: string[] = [];
    const second = post(preview, { file: csv("A,B\nx,1\n") }).then((res) => {
      order.push("second answered");
      return res;
    });
    await waiting(1);
    expect(order).toEqual([]);

    expect(await first.text()).toBe("a,b\n1,2\n");
    order.push("first sent");
    const res = await second;
    expect(order).toEqual(["first sent", "second answered"]);
    expect(res.status).toBe(200);
    expect((await res.json()).headers).toEqual(["A", "B"]);
    expect(csvPoolStats()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses an upload with 503, Retry-After and the busy message when the queue is full", async () => {
    const first = await holdTheSlot();
    const second = post(preview, { file: csv("A\n1\n") });
    await waiting(1);

    const third = await post(preview, { file: csv("A\n1\n") });
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("60");
    expect((await third.json()).error).toBe(BUSY_MESSAGE);

    await first.text();
    expect(await answered(second)).toEqual({ status: 200, rows: 1 });
    expect(csvPoolStats()).toEqual({ running: 0, waiting: 0 });
  });

  it("takes a waiter whose client went away out of the queue, so its place goes to the next upload", async () => {
    const first = await holdTheSlot();
    const client = new AbortController();
    const gone = post(preview, { file: csv("A\n1\n") }, client.signal);
    await waiting(1);
    client.abort();
    await waiting(0);
    expect((await answered(gone)).status).not.toBe(200);

    // The queue has room again: this one waits instead of being refused, and runs once the slot is free.
    const next = post(preview, { file: csv("A\n1\n") });
    await waiting(1);
    await first.text();
    expect(await answered(next)).toEqual({ status: 200, rows: 1 });
    expect(csvPoolStats()).toEqual({ running: 0, waiting: 0 });
  });

  it("keeps a finished answer on disk, not in memory, until it is sent, then removes it with the upload", async () => {
    const marker = `m${Date.now()}`;
    const res = await post(removeCommas, { file: csv(`a,b\n${marker},"1,2"\n`) });
    expect(res.status).toBe(200);
    const folder = await answerFolder(`a,b\n${marker},12\n`);
    expect(folder).toBeDefined();
    expect((await readdir(folder!)).sort()).toEqual(["output-0", "part-0"]);

    expect(await res.text()).toBe(`a,b\n${marker},12\n`);
    await vi.waitFor(async () => expect(await readdir(folder!).catch(() => "removed")).toBe("removed"), {
      timeout: 10_000,
    });
  });
});

/** The form's temporary folder whose output file holds `text` (other suites' forms may be there too). */
async function answerFolder(text: string): Promise<string | undefined> {
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith("e54-form-")) continue;
    const output = await readFile(path.join(tmpdir(), name, "output-0"), "utf8").catch(() => null);
    if (output === text) return path.join(tmpdir(), name);
  }
  return undefined;
}
