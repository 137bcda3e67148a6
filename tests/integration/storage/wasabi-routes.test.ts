import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRoute } from "@/app/api/wasabi/delete/route";
import { GET as downloadRoute } from "@/app/api/wasabi/download/route";
import { GET as listRoute } from "@/app/api/wasabi/list/route";
import { POST as renameRoute } from "@/app/api/wasabi/rename/route";
import { POST as uploadRoute } from "@/app/api/wasabi/upload/route";
import { companies, logs } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestS3 } from "@/tests/helpers/s3";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { fileOf, formWith, postForm } from "./form-request";

let env: TestEnv;
let s3: Awaited<ReturnType<typeof startTestS3>>;
let staff: string;
let heritage: string;
let admin: string;
let edsId: string;
let heritageId: string;

beforeAll(async () => {
  s3 = await startTestS3();
  env = await startTestEnv();
  [staff, heritage, admin] = await Promise.all([
    loginAs(DEMO.staff.email, DEMO.staff.password),
    loginAs(DEMO.heritage.email, DEMO.heritage.password),
    loginAs(DEMO.admin.email, DEMO.admin.password),
  ]);
  edsId = (decodeJwt(staff).companyId as { _id: string })._id;
  heritageId = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "heritage") }))!.id;
}, 180_000);
afterAll(async () => {
  await env?.close();
  await s3?.close();
});

const upload = (file: File, token = staff, query = "") =>
  postForm(uploadRoute, formWith({ file }), { token, url: `http://localhost/api/wasabi/upload${query}` });
const list = async (token = staff, query = "") =>
  callRoute(listRoute, { token, url: `http://localhost/api/wasabi/list${query}` });
const keys = async (token = staff, query = "") =>
  ((await list(token, query)).json.files as { key: string }[]).map((f) => f.key);
const download = (filename: string, token = staff, extra = "") =>
  callRoute(downloadRoute, {
    token,
    url: `http://localhost/api/wasabi/download?filename=${encodeURIComponent(filename)}${extra}`,
  });
const rename = (body: unknown, token = staff) => callRoute(renameRoute, { token, body });
const remove = (body: unknown, token = staff) => callRoute(deleteRoute, { token, body, method: "DELETE" });

describe("upload, list and download", () => {
  it("stores a CSV in the company's data/uploads folder, lists it and serves it back", async () => {
    const { status, json } = await upload(fileOf("prices.csv", "a,b\n1,2\n", "text/csv"));
    expect(status).toBe(201);
    expect(json).toMatchObject({ key: "data/uploads/prices.csv", size: 8 });

    const listed = (await list()).json.files.find((f: { key: string }) => f.key === "data/uploads/prices.csv");
    expect(listed).toMatchObject({ size: 8 });
    expect(new Date(listed.lastModified).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const got = await download("data/uploads/prices.csv");
    expect(got.status).toBe(200);
    expect(got.res.headers.get("content-type")).toBe("text/csv");
    expect(got.res.headers.get("content-disposition")).toContain('filename="prices.csv"');
    expect(await got.res.text()).toBe("a,b\n1,2\n");
  });

  it("writes a file-upload log entry with the key and size", async () => {
    await upload(fileOf("logged.txt", "hello", "text/plain"));
    const entry = await env.db.query.logs.findFirst({
      where: and(eq(logs.type, "file-upload"), eq(logs.companyId, edsId)),
    });
    const all = await env.db.select().from(logs).where(eq(logs.type, "file-upload"));
    const mine = all.find((l) => (l.meta as { key?: string }).key === "data/uploads/logged.txt");
    expect(entry).toBeTruthy();
    expect(mine).toMatchObject({
      userEmail: DEMO.staff.email,
      companyCode: "EDS",
      meta: { key: "data/uploads/logged.txt", size: 5 },
    });
  });

  it("accepts a real PDF and a windows-1252 text file", async () => {
    expect((await upload(fileOf("invoice.pdf", "%PDF-1.4\n%âãÏÓ\n1 0 obj\n", "application/pdf"))).status).toBe(201);
    expect(
      (await upload(fileOf("latin.csv", new Uint8Array([0x41, 0x2c, 0x99, 0x0a, 0xe9, 0x2c, 0x96, 0x0a])))).status,
    ).toBe(201);
  });

  it("streams a file larger than one 8 MB part intact (multipart upload)", async () => {
    const line = "12345678,ITEM DESCRIPTION GOES HERE,19.99,EA\n";
    const body = line.repeat(Math.ceil((20 * 1024 * 1024) / line.length));
    const { status, json } = await upload(fileOf("big.csv", body, "text/csv"));
    expect(status).toBe(201);
    expect(json.size).toBe(body.length);
    const got = await download("data/uploads/big.csv");
    const digest = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");
    expect(digest(Buffer.from(await got.res.arrayBuffer()))).toBe(digest(body));
  });

  it("refuses an existing name with 409 unless overwrite=true", async () => {
    await upload(fileOf("same.csv", "v1\n"));
    const again = await upload(fileOf("same.csv", "v2\n"));
    expect(again.status).toBe(409);
    expect(again.json.error).toContain("same.csv already exists");
    expect(await (await download("data/uploads/same.csv")).res.text()).toBe("v1\n");
    expect((await upload(fileOf("same.csv", "v2\n"), staff, "?overwrite=true")).status).toBe(201);
    expect(await (await download("data/uploads/same.csv")).res.text()).toBe("v2\n");
  });

  it("answers 401 without a sign-in", async () => {
    expect((await callRoute(listRoute, {})).status).toBe(401);
    expect((await postForm(uploadRoute, formWith({ file: fileOf("x.csv", "a\n") }))).status).toBe(401);
  });
});

describe("bad uploads are refused (400, or 413 past the size limit) and store nothing", () => {
  it.each([
    ["a wrong extension", fileOf("run.exe", "MZ\u0090\u0000"), "Only .csv, .txt and .pdf"],
    ["no extension", fileOf("README", "text"), "Only .csv, .txt and .pdf"],
    ["a .pdf that is text", fileOf("fake.pdf", "not a pdf at all"), "not a PDF"],
    [
      "a .csv that is binary",
      fileOf("sheet.csv", new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0x00, 0x01, 0x02])),
      "not text",
    ],
    [
      "a .csv that is really an xlsx",
      fileOf("sheet2.csv", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08])),
      "not text",
    ],
    ["a .txt that is a PDF", fileOf("doc.txt", "%PDF-1.7\nbinary"), "not text"],
    ["an empty file", fileOf("empty.csv", ""), "The file is empty."],
  ])("%s", async (_label, file, message) => {
    const { status, json } = await upload(file);
    expect(status).toBe(400);
    expect(json.error).toContain(message);
    expect(await keys()).not.toContain(`data/uploads/${file.name}`);
  });

  it("a file over UPLOAD_MAX_BYTES", async () => {
    process.env.UPLOAD_MAX_BYTES = String(1024 * 1024);
    resetEnvCache();
    try {
      const { status, json } = await upload(fileOf("huge.csv", "x,y\n".repeat(300_000)));
      expect(status).toBe(413);
      expect(json.error).toBe("The file is larger than the 1 MB limit.");
      // Over the limit by less than the form's own overhead: caught while streaming, not by Content-Length.
      const nearly = await upload(fileOf("nearly.csv", "x".repeat(1024 * 1024 + 10)));
      expect(nearly.status).toBe(413);
      expect(await keys()).not.toContain("data/uploads/huge.csv");
      expect(await keys()).not.toContain("data/uploads/nearly.csv");
    } finally {
      delete process.env.UPLOAD_MAX_BYTES;
      resetEnvCache();
    }
  });

  it("a form without a file field, or not multipart at all", async () => {
    expect((await postForm(uploadRoute, formWith({ other: "x" }), { token: staff })).json.error).toContain(
      "Choose a file",
    );
    const notForm = await callRoute(uploadRoute, { token: staff, body: { file: "x" } });
    expect(notForm.status).toBe(400);
    expect(notForm.json.error).toContain("multipart/form-data");
  });
});

describe("another company's files are out of reach, whatever key is sent", () => {
  beforeAll(async () => {
    await upload(fileOf("eds-secret.csv", "secret\n"));
  });

  it("heritage lists only its own folder and cannot read EDS's file by its relative key", async () => {
    expect(await keys(heritage)).not.toContain("data/uploads/eds-secret.csv");
    expect((await download("data/uploads/eds-secret.csv", heritage)).status).toBe(404);
  });

  it("keys naming EDS's folder, escaping with .., or absolute are refused", async () => {
    expect((await download(`${edsId}/data/uploads/eds-secret.csv`, heritage)).status).toBe(403);
    expect((await download(`../${edsId}/data/uploads/eds-secret.csv`, heritage)).status).toBe(400);
    expect((await download(`data/../../${edsId}/data/uploads/eds-secret.csv`, heritage)).status).toBe(400);
    expect((await download(`/${edsId}/data/uploads/eds-secret.csv`, heritage)).status).toBe(400);
    expect((await download(`data\\uploads\\eds-secret.csv`, heritage)).status).toBe(400);
    expect((await download("data//uploads/eds-secret.csv", heritage)).status).toBe(400);
  });

  it("naming EDS as the company is refused for a customer", async () => {
    expect((await list(heritage, `?companyId=${edsId}`)).status).toBe(403);
    expect((await download("data/uploads/eds-secret.csv", heritage, `&companyId=${edsId}`)).status).toBe(403);
    expect((await upload(fileOf("planted.csv", "x\n"), heritage, `?companyId=${edsId}`)).status).toBe(403);
  });

  it("rename and delete cannot touch EDS's file", async () => {
    expect(
      (await rename({ oldKey: `${edsId}/data/uploads/eds-secret.csv`, newKey: "data/uploads/mine.csv" }, heritage))
        .status,
    ).toBe(403);
    expect(
      (await rename({ oldKey: "data/uploads/eds-secret.csv", newKey: "data/uploads/mine.csv" }, heritage)).status,
    ).toBe(404);
    expect(
      (await rename({ oldKey: "data/uploads/x.csv", newKey: `../${edsId}/data/uploads/x.csv` }, heritage)).status,
    ).toBe(400);
    expect((await remove({ key: `${edsId}/data/uploads/eds-secret.csv` }, heritage)).status).toBe(403);
    expect((await remove({ key: "data/uploads/eds-secret.csv" }, heritage)).status).toBe(404);
    expect((await remove({ key: "data/uploads/eds-secret.csv", companyId: edsId }, heritage)).status).toBe(403);
    expect(await (await download("data/uploads/eds-secret.csv")).res.text()).toBe("secret\n");
  });

  it("a key that starts with the caller's own company id is its own file", async () => {
    expect((await download(`${edsId}/data/uploads/eds-secret.csv`)).status).toBe(200);
  });

  it("an admin must name a company, and then sees that company's files", async () => {
    expect((await list(admin)).status).toBe(400);
    expect(await keys(admin, `?companyId=${edsId}`)).toContain("data/uploads/eds-secret.csv");
    expect(await keys(admin, `?companyId=${heritageId}`)).not.toContain("data/uploads/eds-secret.csv");
    expect((await list(admin, "?companyId=00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await list(admin, "?companyId=nope")).status).toBe(400);
  });
});

describe("rename never loses the file", () => {
  it("renames by copy then delete", async () => {
    await upload(fileOf("old-name.csv", "keep me\n"));
    const { status, json } = await rename({ oldKey: "data/uploads/old-name.csv", newKey: "data/uploads/new-name.csv" });
    expect(status).toBe(200);
    expect(json.key).toBe("data/uploads/new-name.csv");
    const now = await keys();
    expect(now).toContain("data/uploads/new-name.csv");
    expect(now).not.toContain("data/uploads/old-name.csv");
    expect(await (await download("data/uploads/new-name.csv")).res.text()).toBe("keep me\n");
  });

  it("refuses with 409 when the new name exists, and both files stay as they were", async () => {
    await upload(fileOf("first.csv", "first\n"));
    await upload(fileOf("second.csv", "second\n"));
    const { status, json } = await rename({ oldKey: "data/uploads/first.csv", newKey: "data/uploads/second.csv" });
    expect(status).toBe(409);
    expect(json.error).toBe("A file named second.csv already exists. Choose another name, or delete that file first.");
    expect(await (await download("data/uploads/first.csv")).res.text()).toBe("first\n");
    expect(await (await download("data/uploads/second.csv")).res.text()).toBe("second\n");
  });

  it("answers 404 for a missing file, 400 for the same name, a changed extension or an empty new name", async () => {
    expect((await rename({ oldKey: "data/uploads/nothing.csv", newKey: "data/uploads/n2.csv" })).status).toBe(404);
    await upload(fileOf("ext.csv", "e\n"));
    expect((await rename({ oldKey: "data/uploads/ext.csv", newKey: "data/uploads/ext.csv" })).status).toBe(400);
    expect((await rename({ oldKey: "data/uploads/ext.csv", newKey: "data/uploads/ext.exe" })).json.error).toBe(
      "The new name must keep the .csv extension.",
    );
    expect((await rename({ oldKey: "data/uploads/ext.csv", newKey: "  " })).status).toBe(400);
    expect((await rename({ oldKey: "data/uploads/ext.csv" })).status).toBe(400);
  });
});

describe("delete", () => {
  it("deletes a file; a second delete answers 404", async () => {
    await upload(fileOf("gone.csv", "bye\n"));
    const { status, json } = await remove({ key: "data/uploads/gone.csv" });
    expect(status).toBe(200);
    expect(json.key).toBe("data/uploads/gone.csv");
    expect(await keys()).not.toContain("data/uploads/gone.csv");
    expect((await remove({ key: "data/uploads/gone.csv" })).status).toBe(404);
    expect((await remove({})).status).toBe(400);
  });
});

describe("storage down", () => {
  it("answers 502 with a plain message when s3 is unreachable", async () => {
    const saved = process.env.S3_ENDPOINT;
    process.env.S3_ENDPOINT = "http://127.0.0.1:1";
    resetEnvCache();
    try {
      const { status, json } = await list();
      expect(status).toBe(502);
      expect(json.error).toBe("File storage is unavailable. Please try again.");
    } finally {
      process.env.S3_ENDPOINT = saved;
      resetEnvCache();
    }
  });
});
