import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACTS } from "@/sim/erp/fixtures";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import type { ErpSim } from "@/sim/erp/server";
import { control, signIn, type ErpClient, type List } from "./helpers";

type Contact = {
  id: string;
  firstName: string;
  lastName: string;
  companyName: string;
  classifications: { classification: string }[];
  phones: { number: string; description?: string }[];
  emails: { address: string }[];
  updateKey: string;
};

let sim: ErpSim;
let erp: ErpClient;
beforeAll(async () => {
  sim = await startErpSimOnRandomLoopback();
  erp = await signIn(sim);
});
afterAll(() => sim.close());

describe("GET /Contacts", () => {
  it("finds exactly one contact by the distinctive last name, case-insensitively", async () => {
    const list = await erp.json<List<Contact>>("/Contacts?keyword=QUACKenbush&includeTotalItems=true");
    expect(list.metadata.totalItems).toBe(1);
    expect(list.results[0]).toMatchObject({
      id: CONTACTS.unique.id,
      lastName: "Quackenbush",
      companyName: CONTACTS.unique.companyName,
    });
  });

  it("matches every word of the keyword across fields (name and company)", async () => {
    const list = await erp.json<List<Contact>>("/Contacts?keyword=thaddeus%20volunteer&includeTotalItems=true");
    expect(list.results.map((c) => c.id)).toEqual([CONTACTS.unique.id]);
  });

  it("pages with 1-based startIndex, clamps 0 to 1, defaults to 25, and totals only on request", async () => {
    const first = await erp.json<List<Contact>>("/Contacts?includeTotalItems=true");
    expect(first.metadata).toEqual({ startIndex: 1, pageSize: 25, totalItems: expect.any(Number) });
    expect(first.metadata.totalItems).toBeGreaterThanOrEqual(1000);
    expect(first.results).toHaveLength(25);

    const zero = await erp.json<List<Contact>>("/Contacts?startIndex=0&pageSize=10");
    expect(zero.metadata).toEqual({ startIndex: 1, pageSize: 10, totalItems: null });
    expect(zero.results.map((c) => c.id)).toEqual(first.results.slice(0, 10).map((c) => c.id));

    const second = await erp.json<List<Contact>>("/Contacts?startIndex=11&pageSize=10");
    expect(second.results.map((c) => c.id)).toEqual(first.results.slice(10, 20).map((c) => c.id));

    const past = await erp.json<List<Contact>>("/Contacts?startIndex=999999&includeTotalItems=true");
    expect(past.results).toEqual([]);
    expect(past.metadata.totalItems).toBe(first.metadata.totalItems);
  });

  it("refuses a non-numeric page size", async () => {
    const res = await erp.get("/Contacts?pageSize=lots");
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/pageSize/);
  });

  it("routes paths case-insensitively", async () => {
    expect((await erp.get(`/contacts/${CONTACTS.unique.id}`)).status).toBe(200);
    expect((await erp.get(`/CONTACTS?keyword=quackenbush`)).status).toBe(200);
  });
});

describe("GET /Contacts/{id}", () => {
  it("serves the bare contact with no company, no classifications and a phone without description", async () => {
    const c = await erp.json<Contact>(`/Contacts/${CONTACTS.bare.id}`);
    expect(c.companyName).toBe("");
    expect(c.classifications).toEqual([]);
    expect(c.phones).toEqual([{ number: CONTACTS.bare.phone }]);
  });

  it("answers 404 with a message for an unknown id", async () => {
    const res = await erp.get("/Contacts/999");
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/999/);
  });

  it("has generated contacts that exercise the portal's fallbacks", async () => {
    const all = await erp.json<List<Contact>>("/Contacts?pageSize=1000");
    const rest = all.results.slice(3);
    expect(rest.some((c) => c.companyName === "")).toBe(true);
    expect(rest.some((c) => c.classifications.length === 0)).toBe(true);
    expect(rest.some((c) => c.phones.some((p) => p.description === undefined))).toBe(true);
    expect(new Set(rest.map((c) => c.lastName)).size).toBeGreaterThan(100);
  });
});

describe("PUT /Contacts/{id}", () => {
  it("saves a full record with its updateKey and returns a new key", async () => {
    const c = await erp.json<Contact>(`/Contacts/${CONTACTS.webUser.id}`);
    const res = await erp.send("PUT", `/Contacts/${c.id}`, {
      ...c,
      firstName: "Dwayne",
      phones: [{ number: "615-000-1111", description: "CELL" }],
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as Contact;
    expect(saved.firstName).toBe("Dwayne");
    expect(saved.updateKey).not.toBe(c.updateKey);
    expect(await erp.json<Contact>(`/Contacts/${c.id}`)).toEqual(saved);
  });

  it("refuses a stale or missing updateKey with 409", async () => {
    const c = await erp.json<Contact>(`/Contacts/${CONTACTS.unique.id}`);
    const ok = await erp.send("PUT", `/Contacts/${c.id}`, { ...c, lastName: "Quackenbush" });
    expect(ok.status).toBe(200);
    const stale = await erp.send("PUT", `/Contacts/${c.id}`, { ...c, lastName: "Other" });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ message: "Record has been changed by another user" });
    const { updateKey: _drop, ...noKey } = c;
    expect((await erp.send("PUT", `/Contacts/${c.id}`, noKey)).status).toBe(409);
  });

  it("refuses a wrongly typed field with 400", async () => {
    const c = await erp.json<Contact>(`/Contacts/${CONTACTS.bare.id}`);
    const res = await erp.send("PUT", `/Contacts/${c.id}`, { ...c, emails: ["not-an-object"] });
    expect(res.status).toBe(400);
  });
});

describe("POST /Contacts", () => {
  it("creates a contact that can then be found", async () => {
    const res = await erp.send("POST", "/Contacts", {
      firstName: "Zebulon",
      lastName: "Featherstonehaugh",
      emails: [{ address: "zf@example.com" }],
    });
    expect(res.status).toBe(200);
    const created = (await res.json()) as Contact;
    expect(created.id).toMatch(/^\d+$/);
    const list = await erp.json<List<Contact>>("/Contacts?keyword=featherstonehaugh");
    expect(list.results.map((c) => c.id)).toEqual([created.id]);
  });

  it("needs a name", async () => {
    expect((await erp.send("POST", "/Contacts", { emails: [] })).status).toBe(400);
  });
});

describe("Contact web settings", () => {
  type Settings = { id: string; contactId: string; updateKey: string; superuser: boolean; password?: string };

  it("reads the web flags and sets a password with the updateKey", async () => {
    const s = await erp.json<Settings>(`/Contacts/${CONTACTS.unique.id}/WebSettings`);
    expect(s).toMatchObject({
      id: CONTACTS.unique.webLogin,
      contactId: CONTACTS.unique.id,
      updateKey: expect.any(String),
    });
    for (const flag of [
      "trackerViewOnly",
      "enableShipToEdit",
      "bidViewOnly",
      "hideAccountInquiry",
      "superuser",
      "enableShipToCreate",
      "hideAccountLedger",
      "enableShipBranchOverride",
      "sendEmailOnTrackerUpdate",
    ]) {
      expect(typeof (s as Record<string, unknown>)[flag]).toBe("boolean");
    }
    const res = await erp.send("PUT", `/Contacts/${CONTACTS.unique.id}/WebSettings`, {
      ...s,
      password: "N3wPassword!",
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as Settings;
    expect(saved.updateKey).not.toBe(s.updateKey);
    expect(saved.password).toBe("N3wPassword!");
    expect((await erp.json<Settings>(`/Contacts/${CONTACTS.unique.id}/WebSettings`)).password).toBe("N3wPassword!");
    const stale = await erp.send("PUT", `/Contacts/${CONTACTS.unique.id}/WebSettings`, { ...s, password: "Another1!" });
    expect(stale.status).toBe(409);
  });

  it("gives a contact without web access an empty login that a PUT can set", async () => {
    const s = await erp.json<Settings>(`/Contacts/${CONTACTS.bare.id}/WebSettings`);
    expect(s.id).toBe("");
    const res = await erp.send("PUT", `/Contacts/${CONTACTS.bare.id}/WebSettings`, {
      ...s,
      id: "mpenny",
      password: "Secret123",
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Settings).id).toBe("MPENNY");
  });

  it("refuses a login already used by another contact", async () => {
    const s = await erp.json<Settings>(`/Contacts/${CONTACTS.webUser.id}/WebSettings`);
    const res = await erp.send("PUT", `/Contacts/${CONTACTS.webUser.id}/WebSettings`, {
      ...s,
      id: CONTACTS.unique.webLogin,
    });
    expect(res.status).toBe(400);
  });

  it("answers the next record without its updateKey when told to (omitUpdateKeyNext)", async () => {
    await control(sim, 5000, "faults", "POST", {
      omitUpdateKeyNext: { count: 1, path: "/WebSettings", method: "GET" },
    });
    const bare = await erp.json<Settings>(`/Contacts/${CONTACTS.unique.id}/WebSettings`);
    expect(bare.contactId).toBe(CONTACTS.unique.id);
    expect("updateKey" in bare).toBe(false);
    expect((await erp.json<Settings>(`/Contacts/${CONTACTS.unique.id}/WebSettings`)).updateKey).toEqual(
      expect.any(String),
    );
  });

  it("answers 404 for the web settings of an unknown contact", async () => {
    expect((await erp.get("/Contacts/1/WebSettings")).status).toBe(404);
  });
});
