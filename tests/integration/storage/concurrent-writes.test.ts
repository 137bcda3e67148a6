import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRoute } from "@/app/api/wasabi/delete/route";
import { GET as downloadRoute } from "@/app/api/wasabi/download/route";
import { GET as listRoute } from "@/app/api/wasabi/list/route";
import { POST as renameRoute } from "@/app/api/wasabi/rename/route";
import { POST as uploadRoute } from "@/app/api/wasabi/upload/route";
import { storageKeyLocks } from "@/db/schema";
import { getStorage } from "@/lib/storage/s3-client";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestS3 } from "@/tests/helpers/s3";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { fileOf, formWith, postForm } from "./form-request";

// Two requests that write one name at once: the target check and the write are one step, so one wins, the other
// answers 409, and no stored file is lost (issue 25, Deliver 4).

let env: TestEnv;
let s3: Awaited<ReturnType<typeof startTestS3>>;
let staff: string;
let edsId: string;

beforeAll(async () => {
  s3 = await startTestS3();
  env = await startTestEnv();
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
  edsId = (decodeJwt(staff).companyId as { _id: string })._id;
}, 180_000);
afterAll(async () => {
  await env?.close();
  await s3?.close();
});

const ROUNDS = 5;
const dir = "data/uploads";
const upload = (name: string, content: string, query = "") =>
  postForm(uploadRoute, formWith({ file: fileOf(name, content, "text/csv") }), {
    token: staff,
    url: `http://localhost/api/wasabi/upload${query}`,
  });
const rename = (oldKey: string, newKey: string) => callRoute(renameRoute, { token: staff, body: { oldKey, newKey } });
const content = async (key: string) => {
  const got = await callRoute(downloadRoute, {
    token: staff,
    url: `http://localhost/api/wasabi/download?filename=${encodeURIComponent(key)}`,
  });
  return got.status === 200 ? got.res.text() : null;
};
const keys = async () =>
  (
    (await callRoute(listRoute, { token: staff, url: "http://localhost/api/wasabi/list" })).json.files as {
      key: string;
    }[]
  ).map((f) => f.key);

describe("two renames to one new name at once", () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i))(
    "round %i: one 200, one 409, and both files are still there",
    async (round) => {
      const [a, b, c] = ["a", "b", "c"].map((n) => `${dir}/race-${round}-${n}.csv`);
      expect((await upload(`race-${round}-a.csv`, "from a\n")).status).toBe(201);
      expect((await upload(`race-${round}-b.csv`, "from b\n")).status).toBe(201);

      const answers = await Promise.all([rename(a, c), rename(b, c)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = answers[0].status === 200 ? "a" : "b";
      const loser = winner === "a" ? b : a;
      const refused = answers.find((r) => r.status === 409)!;
      expect(refused.json.error).toMatch(/race-\d-c\.csv/);

      expect(await content(c)).toBe(`from ${winner}\n`);
      expect(await content(loser)).toBe(`from ${winner === "a" ? "b" : "a"}\n`);
      const listed = await keys();
      expect(listed).toContain(c);
      expect(listed).toContain(loser);
    },
  );
});

describe("two uploads of one new name at once", () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i))(
    "round %i: one 201, one 409, and the stored file is the one that was accepted",
    async (round) => {
      const name = `twice-${round}.csv`;
      const bodies = ["first upload\n", "second, longer upload\n"];
      const answers = await Promise.all(bodies.map((body) => upload(name, body)));
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const accepted = answers.findIndex((r) => r.status === 201);
      expect(answers[1 - accepted].json.error).toContain(name);
      expect(await content(`${dir}/${name}`)).toBe(bodies[accepted]);
    },
  );
});

describe("a rename and an upload to one name at once", () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i))(
    "round %i: one succeeds, one 409, and nothing stored is lost",
    async (round) => {
      const source = `${dir}/moving-${round}.csv`;
      const target = `${dir}/landing-${round}.csv`;
      expect((await upload(`moving-${round}.csv`, "renamed\n")).status).toBe(201);

      const [renamed, uploaded] = await Promise.all([
        rename(source, target),
        upload(`landing-${round}.csv`, "uploaded\n"),
      ]);
      expect([renamed.status, uploaded.status].sort()).toEqual(renamed.status === 200 ? [200, 409] : [201, 409]);
      if (renamed.status === 200) {
        expect(await content(target)).toBe("renamed\n");
      } else {
        expect(await content(target)).toBe("uploaded\n");
        expect(await content(source)).toBe("renamed\n");
      }
    },
  );
});

describe("an upload that replaces a file (overwrite=true) and a rename of that file at once", () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i))(
    "round %i: the replacement is never deleted by the rename",
    async (round) => {
      const name = `replaced-${round}.csv`;
      const source = `${dir}/${name}`;
      const target = `${dir}/moved-${round}.csv`;
      expect((await upload(name, "old\n")).status).toBe(201);

      const [renamed, replaced] = await Promise.all([rename(source, target), upload(name, "new\n", "?overwrite=true")]);
      const outcome = {
        renamed: renamed.status,
        replaced: replaced.status,
        source: await content(source),
        target: await content(target),
      };
      // One after the other, in either order, or one of them refused: never a replacement the rename then deletes.
      expect([
        { renamed: 200, replaced: 201, source: "new\n", target: "old\n" },
        { renamed: 200, replaced: 201, source: null, target: "new\n" },
        { renamed: 200, replaced: 409, source: null, target: "old\n" },
        { renamed: 409, replaced: 201, source: "new\n", target: null },
      ]).toContainEqual(outcome);
    },
  );
});

describe("the name held while it is written", () => {
  const holdName = (key: string, lapsed: boolean) =>
    env.db.insert(storageKeyLocks).values({
      companyId: edsId,
      key,
      holder: crypto.randomUUID(),
      expiresAt: lapsed ? sql`now() - interval '1 second'` : sql`now() + interval '5 minutes'`,
    });

  it("a name another request is writing is refused with 409 and both files stay", async () => {
    expect((await upload("held-from.csv", "mine\n")).status).toBe(201);
    await holdName(`${dir}/held-to.csv`, false);
    const refused = await rename(`${dir}/held-from.csv`, `${dir}/held-to.csv`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe("held-to.csv is being changed by another request. Try again in a moment.");
    const uploadRefused = await upload("held-to.csv", "other\n");
    expect(uploadRefused.status).toBe(409);
    expect(await content(`${dir}/held-from.csv`)).toBe("mine\n");
    expect(await content(`${dir}/held-to.csv`)).toBeNull();
  });

  it("a delete of a name another request is writing is refused with 409 and the file stays", async () => {
    expect((await upload("held-delete.csv", "stays\n")).status).toBe(201);
    await holdName(`${dir}/held-delete.csv`, false);
    const refused = await callRoute(deleteRoute, {
      token: staff,
      body: { key: `${dir}/held-delete.csv` },
      method: "DELETE",
    });
    expect(refused.status).toBe(409);
    expect(await content(`${dir}/held-delete.csv`)).toBe("stays\n");
  });

  it("a hold whose holder never let go (a crash) lapses, and the name can be written again", async () => {
    expect((await upload("lapsed-from.csv", "moved\n")).status).toBe(201);
    await holdName(`${dir}/lapsed-to.csv`, true);
    expect((await rename(`${dir}/lapsed-from.csv`, `${dir}/lapsed-to.csv`)).status).toBe(200);
    expect(await content(`${dir}/lapsed-to.csv`)).toBe("moved\n");
  });

  it("leaves no hold and no incoming copy behind", async () => {
    const rows = await env.db.select().from(storageKeyLocks);
    expect(rows.map((r) => r.key).sort()).toEqual(["data/uploads/held-delete.csv", "data/uploads/held-to.csv"]);
    const { client, bucket } = getStorage();
    const incoming = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: "_incoming/" }));
    expect(incoming.Contents ?? []).toEqual([]);
  });
});
