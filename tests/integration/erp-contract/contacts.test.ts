import { describe, expect, it } from "vitest";
import { CONTACTS } from "@/sim/erp/fixtures";
import { setupContractEnv } from "./contract-env";
import { expectFields, expectList } from "./expect-fields";

const erp = setupContractEnv();

describe("ERP contract – contacts (spec 1 section 7) and web settings (spec 2)", () => {
  it("GET /Contacts: keyword search with a total, the card's fields typed", async () => {
    const { status, json } = await erp.call({
      method: "GET",
      url: "/Contacts",
      params: { keyword: CONTACTS.unique.lastName, includeTotalItems: true },
    });
    expect(status).toBe(200);
    const [contact, ...rest] = expectList(json, { total: true });
    expect(rest).toEqual([]);
    expectFields(contact, {
      id: "string",
      firstName: "string",
      lastName: "string",
      companyName: "string",
      emails: "array",
      phones: "array",
      classifications: "array",
      updateKey: "string",
    });
    expectFields((contact.emails as unknown[])[0], { address: "string" }, "emails[0]");
  });

  it("GET /Contacts pages with startIndex and pageSize", async () => {
    const first = await erp.call({ method: "GET", url: "/Contacts?keyword=a&pageSize=5&includeTotalItems=true" });
    const second = await erp.call({ method: "GET", url: "/Contacts?keyword=a&pageSize=5&startIndex=6" });
    expect(expectList(first.json, { total: true })).toHaveLength(5);
    expect(first.json.metadata.totalItems).toBeGreaterThan(10);
    const ids = (r: { results: { id: string }[] }) => r.results.map((c) => c.id);
    expect(ids(second.json)).not.toEqual(ids(first.json));
  });

  it("GET /Contacts/{id}: one contact; the bare fixture's missing parts come back empty, not broken", async () => {
    const { status, json } = await erp.call({ method: "GET", url: `/Contacts/${CONTACTS.bare.id}` });
    expect(status).toBe(200);
    expectFields(json, { id: "string", firstName: "string", lastName: "string", phones: "array", updateKey: "string" });
    expect(json.classifications).toEqual([]);
  });

  it("PUT /Contacts/{id}: saves with the updateKey; a stale key is 409 with the ERP's message", async () => {
    const { json: read } = await erp.call({ method: "GET", url: `/Contacts/${CONTACTS.webUser.id}` });
    const saved = await erp.call({
      method: "PUT",
      url: `/Contacts/${CONTACTS.webUser.id}`,
      data: { ...read, title: "Purchasing" },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.title).toBe("Purchasing");
    const stale = await erp.call({
      method: "PUT",
      url: `/Contacts/${CONTACTS.webUser.id}`,
      data: { ...read, title: "Other" },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatch(/changed by another user/i);
  });

  it("GET /Contacts/{id}/WebSettings: every flag of spec 2 section 3", async () => {
    const { status, json } = await erp.call({ method: "GET", url: `/Contacts/${CONTACTS.unique.id}/WebSettings` });
    expect(status).toBe(200);
    expectFields(json, {
      updateKey: "string",
      id: "string",
      contactId: "string",
      trackerViewOnly: "boolean",
      enableShipToEdit: "boolean",
      bidViewOnly: "boolean",
      hideAccountInquiry: "boolean",
      superuser: "boolean",
      enableShipToCreate: "boolean",
      hideAccountLedger: "boolean",
      enableShipBranchOverride: "boolean",
      sendEmailOnTrackerUpdate: "boolean",
    });
    expect(json.id).toBe(CONTACTS.unique.webLogin);
  });

  it("PUT /Contacts/{id}/WebSettings: sets the password with the updateKey; the ERP's copy of it never comes back; stale key 409", async () => {
    const { json: settings } = await erp.call({ method: "GET", url: `/Contacts/${CONTACTS.webUser.id}/WebSettings` });
    const saved = await erp.call({
      method: "PUT",
      url: `/Contacts/${CONTACTS.webUser.id}/WebSettings`,
      data: { ...settings, password: "NewPass123" },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.password).toBeUndefined();
    expect(saved.json.updateKey).not.toBe(settings.updateKey);
    const reread = await erp.call({ method: "GET", url: `/Contacts/${CONTACTS.webUser.id}/WebSettings` });
    expect(reread.json.updateKey).toBe(saved.json.updateKey);
    expect(reread.json.password).toBeUndefined();
    const stale = await erp.call({
      method: "PUT",
      url: `/Contacts/${CONTACTS.webUser.id}/WebSettings`,
      data: { ...settings, password: "Another123" },
    });
    expect(stale.status).toBe(409);
  });

  it("refuses a web settings update without its updateKey, or with a password under 8 characters, before the ERP sees it", async () => {
    const before = await erp.erpRequests();
    const { status, json } = await erp.call({
      method: "PUT",
      url: `/Contacts/${CONTACTS.webUser.id}/WebSettings`,
      data: { password: "NewPass123" },
    });
    expect(status).toBe(400);
    expect(json.error).toContain("updateKey");
    const { json: settings } = await erp.call({ method: "GET", url: `/Contacts/${CONTACTS.webUser.id}/WebSettings` });
    const read = await erp.erpRequests();
    const short = await erp.call({
      method: "PUT",
      url: `/Contacts/${CONTACTS.webUser.id}/WebSettings`,
      data: { ...settings, password: "seven77" },
    });
    expect(short.status).toBe(400);
    expect(short.json.error).toMatch(/Password must be at least 8 characters$/);
    expect(await erp.erpRequests()).toBe(read);
    expect(read).toBe(before + 1);
  });
});
