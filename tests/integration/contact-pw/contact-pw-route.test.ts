import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT as updateRoute } from "@/app/api/contact-pw/[contactId]/route";
import { POST as proxy } from "@/app/api/erp-proxy/route";
import { intents } from "@/db/schema";
import { CONTACTS } from "@/sim/erp/fixtures";
import { nextUpdateKey } from "@/sim/erp/table";
import { callRoute } from "@/tests/helpers/call-route";
import { setupErpWriteSuite } from "@/tests/helpers/erp-write-suite";
import { erpFaults } from "@/tests/helpers/test-env";

type Settings = {
  id: string;
  updateKey: string;
  passwordLastChanged: string | null;
  superuser: boolean;
  password?: string;
};

const suite = setupErpWriteSuite();
let n = 0;
const key = () => `pw-test-${Date.now()}-${++n}`.padEnd(16, "x");
const settingsOf = (contactId: string) => suite.erp.json<Settings>(`/Contacts/${contactId}/WebSettings`);
const update = (contactId: string, body: unknown, token = suite.staff) =>
  callRoute(updateRoute, { method: "PUT", params: { contactId }, body, token });
const erpPuts = () => suite.erpCalls("PUT /Contacts/:id/WebSettings");

describe("PUT /api/contact-pw/{contactId}", () => {
  it("sets the login and password with the update key read, keeping the flags, and never answers or stores the password", async () => {
    const before = await settingsOf(CONTACTS.webUser.id);
    const idempotencyKey = key();
    const { status, json } = await update(CONTACTS.webUser.id, {
      idempotencyKey,
      updateKey: before.updateKey,
      userId: before.id,
      password: "Sup3rSecret",
    });
    expect(status).toBe(200);
    expect(json.settings).toMatchObject({ id: before.id, superuser: before.superuser });
    const after = await settingsOf(CONTACTS.webUser.id);
    // The ERP answers the password in clear (spec 2 section 3); it must stop at our door.
    expect(after.password).toBe("Sup3rSecret");
    expect(JSON.stringify(json)).not.toContain("Sup3rSecret");
    const [intent] = await suite.env.db
      .select()
      .from(intents)
      .where(like(intents.key, `%${idempotencyKey}%`));
    expect(intent.state).toBe("done");
    expect(JSON.stringify(intent)).not.toContain("Sup3rSecret");
    const read = await callRoute(proxy, {
      body: { method: "GET", url: `/Contacts/${CONTACTS.webUser.id}/WebSettings` },
      token: suite.staff,
    });
    expect(read.json).toMatchObject({ id: before.id, updateKey: after.updateKey });
    expect(JSON.stringify(read.json)).not.toContain("Sup3rSecret");
    expect(after.updateKey).not.toBe(before.updateKey);
    expect(after.passwordLastChanged).not.toBe(before.passwordLastChanged);
  });

  it("gives a contact without web access its login", async () => {
    const before = await settingsOf(CONTACTS.bare.id);
    expect(before.id).toBe("");
    const { status } = await update(CONTACTS.bare.id, {
      idempotencyKey: key(),
      updateKey: before.updateKey,
      userId: "mpennywhistle",
      password: "Password1",
    });
    expect(status).toBe(200);
    expect((await settingsOf(CONTACTS.bare.id)).id).toBe("MPENNYWHISTLE");
  });

  it("settings changed after they were read: 409, nothing written", async () => {
    const read = await settingsOf(CONTACTS.unique.id);
    await suite.erp.send("PUT", `/Contacts/${CONTACTS.unique.id}/WebSettings`, { ...read, superuser: !read.superuser });
    const puts = await erpPuts();
    const { status, json } = await update(CONTACTS.unique.id, {
      idempotencyKey: key(),
      updateKey: read.updateKey,
      userId: read.id,
      password: "Another1!",
    });
    expect(status).toBe(409);
    expect(json.error).toMatch(/changed after they were read/);
    expect(await erpPuts()).toBe(puts);
  });

  it("settings the ERP answers without an update key: Update key not found in contact record, nothing written", async () => {
    const read = await settingsOf(CONTACTS.unique.id);
    const puts = await erpPuts();
    await erpFaults(suite.env.erp, { omitUpdateKeyNext: { count: 1, path: "/WebSettings", method: "GET" } });
    const { status, json } = await update(CONTACTS.unique.id, {
      idempotencyKey: key(),
      updateKey: read.updateKey,
      userId: read.id,
      password: "NoKey1234",
    });
    expect(status).toBe(422);
    expect(json.error).toBe("Update key not found in contact record");
    expect(await erpPuts()).toBe(puts);
    expect((await settingsOf(CONTACTS.unique.id)).updateKey).toBe(read.updateKey);
  });

  it("the ERP's refusal comes back with its status and message", async () => {
    const read = await settingsOf(CONTACTS.webUser.id);
    const { status, json } = await update(CONTACTS.webUser.id, {
      idempotencyKey: key(),
      updateKey: read.updateKey,
      userId: CONTACTS.unique.webLogin,
      password: "Password1",
    });
    expect(status).toBe(400);
    expect(json.error).toMatch(/already in use/);
  });

  it("a retry after a lost answer, or a double submit, changes the password once", async () => {
    const read = await settingsOf(CONTACTS.unique.id);
    const body = { idempotencyKey: key(), updateKey: read.updateKey, userId: read.id, password: "Lost4nswer" };
    await erpFaults(suite.env.erp, { dropAnswerNext: { count: 1, path: "/WebSettings", method: "PUT" } });
    const first = await update(CONTACTS.unique.id, body);
    expect([200, 502]).toContain(first.status);
    const [a, b] = await Promise.all([update(CONTACTS.unique.id, body), update(CONTACTS.unique.id, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = await settingsOf(CONTACTS.unique.id);
    expect(a.json.settings.updateKey).toBe(after.updateKey);
    expect(after.updateKey).toBe(nextUpdateKey(read.updateKey));
  });

  it("refuses bad input before the ERP", async () => {
    const puts = await erpPuts();
    const ok = { idempotencyKey: key(), updateKey: "K", userId: "USER", password: "Password1" };
    const short = await update(CONTACTS.webUser.id, { ...ok, password: "short" });
    expect(short.status).toBe(400);
    expect(short.json.error).toBe("Password must be at least 8 characters");
    expect((await update(CONTACTS.webUser.id, { ...ok, userId: " " })).json.error).toBe("This field is required");
    expect((await update(CONTACTS.webUser.id, { ...ok, updateKey: "" })).json.error).toBe(
      "Update key not found in contact record",
    );
    expect((await update("../Users", ok)).status).toBe(400);
    expect((await update(CONTACTS.webUser.id, ok, suite.admin)).status).toBe(403);
    expect(await erpPuts()).toBe(puts);
  });
});
