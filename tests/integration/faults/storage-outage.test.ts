import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/wasabi/list/route";
import { POST as uploadRoute } from "@/app/api/wasabi/upload/route";
import { resetEnvCache } from "@/lib/env";
import { startS3StandIn, type S3StandIn } from "@/scripts/s3-stand-in";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { fileOf, formWith, postForm } from "../storage/form-request";

// Issue 17, faults: the bucket stops answering during a run and comes back on the same address. The file manager's
// calls say so plainly, nothing is half-written, and they work again by themselves.
let env: TestEnv;
let staff: string;
let directory: string;
let s3: S3StandIn;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "e54-s3-outage-"));
  s3 = await startS3StandIn({ directory });
  Object.assign(process.env, s3.env);
  resetEnvCache();
  env = await startTestEnv();
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
});
afterAll(async () => {
  await env?.close();
  await s3?.close();
  await rm(directory, { recursive: true, force: true });
});

const list = () => callRoute(listRoute, { token: staff, url: "http://localhost/api/wasabi/list" });
const upload = (name: string) =>
  postForm(uploadRoute, formWith({ file: fileOf(name, "a,b\n1,2\n") }), {
    token: staff,
    url: "http://localhost/api/wasabi/upload",
  });
const keys = async () => ((await list()).json.files as { key: string }[]).map((f) => f.key);

describe("file storage goes away and comes back", () => {
  it("answers 502 with a plain message while it is down, keeps no trace of a failed upload, and works once it is back", async () => {
    expect((await upload("before.csv")).status).toBe(201);
    const port = Number(new URL(s3.endpoint).port);
    await s3.close();

    const down = await list();
    expect(down.status).toBe(502);
    expect(down.json).toEqual({ error: "File storage is unavailable. Please try again." });
    const refused = await upload("during.csv");
    expect(refused.status).toBe(502);
    expect(refused.json.error).toBe("File storage is unavailable. Please try again.");

    // The same storage on the same address, as after a restart: no restart of the portal.
    s3 = await startS3StandIn({ directory, port });
    const back = await keys();
    expect(back).toContain("data/uploads/before.csv");
    expect(back).not.toContain("data/uploads/during.csv");
    expect((await upload("after.csv")).status).toBe(201);
    expect(await keys()).toContain("data/uploads/after.csv");
  });

  it("answers 502 when the store takes the connection and then says nothing, instead of holding the request", async () => {
    // A store that accepts and never answers: before S3_TIMEOUT_MS, such a call waited for the socket to give up.
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const before = { endpoint: process.env.S3_ENDPOINT, timeout: process.env.S3_TIMEOUT_MS };
    process.env.S3_ENDPOINT = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
    process.env.S3_TIMEOUT_MS = "300";
    resetEnvCache();
    try {
      const hung = await list();
      expect(hung.status).toBe(502);
      expect(hung.json).toEqual({ error: "File storage is unavailable. Please try again." });
      expect(held.length).toBeGreaterThan(0);
    } finally {
      process.env.S3_ENDPOINT = before.endpoint;
      if (before.timeout === undefined) delete process.env.S3_TIMEOUT_MS;
      else process.env.S3_TIMEOUT_MS = before.timeout;
      resetEnvCache();
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    expect((await list()).status).toBe(200);
  });
});
