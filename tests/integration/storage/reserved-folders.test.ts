import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRoute } from "@/app/api/wasabi/delete/route";
import { GET as downloadRoute } from "@/app/api/wasabi/download/route";
import { GET as listRoute } from "@/app/api/wasabi/list/route";
import { POST as renameRoute } from "@/app/api/wasabi/rename/route";
import { POST as uploadRoute } from "@/app/api/wasabi/upload/route";
import { companies } from "@/db/schema";
import { getStorage } from "@/lib/storage/s3-client";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestS3 } from "@/tests/helpers/s3";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import type { S3StandIn } from "@/scripts/s3-stand-in";
import { buy, postFreight, quote } from "../shipping/ship-desk";
import { fileOf, formWith, postForm } from "./form-request";

// CLARIFICATIONS 51: the File manager neither lists nor touches filedrop/, where a real freight post writes its drop.
const REFUSED = [403, "This folder is managed by the portal"];

let env: TestEnv & { shippo: ShippoStandIn };
let s3: S3StandIn;
let staff: string;
let admin: string;
let edsId: string;
/** The StarShip drop a freight post wrote, relative to EDS's folder, and its text. */
let drop: { key: string; text: string };

async function stored(relativeKey: string): Promise<string | null> {
  const { client, bucket } = getStorage();
  try {
    const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${edsId}/${relativeKey}` }));
    return await got.Body!.transformToString();
  } catch {
    return null;
  }
}

beforeAll(async () => {
  s3 = await startTestS3();
  env = await startTestEnv({ shippo: true });
  [staff, admin] = await Promise.all([
    loginAs(DEMO.staff.email, DEMO.staff.password),
    loginAs(DEMO.admin.email, DEMO.admin.password),
  ]);
  edsId = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
  const invoice = QUEUED_ORDERS.regular.fullInvoiceID;
  const q = await quote(staff, invoice);
  const label = await buy(staff, invoice, q.rates[0].object_id);
  const posted = await postFreight(staff, {
    invoiceNumber: invoice,
    trackingNumber: label.json.tracking_number,
    shipVia: "UPS GROUND",
    weight: 4.5,
    method: "filedrop",
  });
  expect(posted.status).toBe(200);
  drop = { key: posted.json.fileKey, text: (await stored(posted.json.fileKey))! };
  expect(drop.text).toContain("[SHIPMENT]");
  const upload = await postForm(uploadRoute, formWith({ file: fileOf("mine.txt", "my own notes\n") }), {
    token: staff,
    url: "http://localhost/api/wasabi/upload",
  });
  expect(upload.status).toBe(201);
});
afterAll(async () => {
  await env.close();
  await s3.close();
});

const keys = async (token: string, query = "") => {
  const listed = await callRoute(listRoute, { token, url: `http://localhost/api/wasabi/list${query}` });
  expect(listed.status).toBe(200);
  return (listed.json.files as { key: string }[]).map((f) => f.key);
};
const download = (filename: string, token = staff) =>
  callRoute(downloadRoute, {
    token,
    url: `http://localhost/api/wasabi/download?filename=${encodeURIComponent(filename)}`,
  });
const rename = (body: unknown, token = staff) => callRoute(renameRoute, { token, body });
const remove = (body: unknown, token = staff) => callRoute(deleteRoute, { token, body, method: "DELETE" });
const answer = (r: { status: number; json: { error?: string } }) => [r.status, r.json?.error];

describe("the File manager and the portal's filedrop/ folder", () => {
  it("the list leaves the drop out, for the company's staff and for an admin", async () => {
    const { client, bucket } = getStorage();
    const inBucket = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${edsId}/` }));
    expect(inBucket.Contents?.map((o) => o.Key)).toContain(`${edsId}/${drop.key}`);
    for (const listed of [await keys(staff), await keys(admin, `?companyId=${edsId}`)]) {
      expect(listed).toContain("data/uploads/mine.txt");
      expect(listed.filter((k) => k.toLowerCase().startsWith("filedrop"))).toEqual([]);
    }
  });

  it("a download of the drop is refused, under any name S3 or StarShip's folder would take for it", async () => {
    const upper = drop.key.replace("filedrop/", "FileDrop/");
    for (const name of [drop.key, `${edsId}/${drop.key}`, upper, "filedrop"]) {
      const got = await download(name);
      expect(answer(got), name).toEqual(REFUSED);
    }
    // The key's own rules answer first: a ./ or .. part is never a way around.
    expect((await download(`./${drop.key}`)).status).toBe(400);
    expect((await download(`data/../${drop.key}`)).status).toBe(400);
  });

  it("a delete of the drop is refused, for staff and for an admin, and the drop stays as it was", async () => {
    expect(answer(await remove({ key: drop.key }))).toEqual(REFUSED);
    expect(answer(await remove({ key: drop.key, companyId: edsId }, admin))).toEqual(REFUSED);
    expect(answer(await remove({ key: `${edsId}/${drop.key}` }))).toEqual(REFUSED);
    expect(await stored(drop.key)).toBe(drop.text);
  });

  it("renaming the drop out of filedrop/ is refused and it stays", async () => {
    expect(answer(await rename({ oldKey: drop.key, newKey: "data/uploads/taken.txt" }))).toEqual(REFUSED);
    expect(await stored(drop.key)).toBe(drop.text);
    expect(await stored("data/uploads/taken.txt")).toBeNull();
  });

  it("renaming an ordinary file INTO filedrop/ is refused: no forged drop, and the file keeps its name", async () => {
    for (const newKey of ["filedrop/forged.txt", "FILEDROP/forged.txt", `${edsId}/filedrop/forged.txt`, drop.key]) {
      expect(answer(await rename({ oldKey: "data/uploads/mine.txt", newKey })), newKey).toEqual(REFUSED);
    }
    expect(await stored("filedrop/forged.txt")).toBeNull();
    expect(await stored("data/uploads/mine.txt")).toBe("my own notes\n");
    expect(await stored(drop.key)).toBe(drop.text);
  });

  it("an upload that names filedrop/ is refused and writes nothing, there or in data/uploads", async () => {
    const forged = fileOf("filedrop/forged.txt", "[SHIPMENT]\nTotFreight=0.00\n", "text/plain");
    const refused = await postForm(uploadRoute, formWith({ file: forged }), {
      token: staff,
      url: "http://localhost/api/wasabi/upload",
    });
    expect(answer(refused)).toEqual(REFUSED);
    expect(await stored("filedrop/forged.txt")).toBeNull();
    expect(await stored("data/uploads/forged.txt")).toBeNull();
    expect(await stored(drop.key)).toBe(drop.text);
  });
});
