import { z } from "zod";
import type { ErpConnection } from "../erp-fetch";
import { erpFetch } from "../erp-fetch";
import { erpId, keywordParams, listEnvelope } from "../schemas/common";
import { contactSchema, contactUpdateSchema, webSettingsSchema, webSettingsUpdateSchema } from "../schemas/contact";

export const listContactsParams = z.object(keywordParams).strict();
export type ListContactsParams = z.infer<typeof listContactsParams>;

const enc = (id: string) => encodeURIComponent(erpId.parse(id));

export async function listContacts(conn: ErpConnection, params: ListContactsParams) {
  return listEnvelope(contactSchema).parse(await erpFetch(conn, { method: "GET", path: "/Contacts", query: params }));
}

export async function getContact(conn: ErpConnection, id: string) {
  const answer = await erpFetch(conn, { method: "GET", path: `/Contacts/${enc(id)}` });
  return contactSchema.parse(answer);
}

export async function updateContact(conn: ErpConnection, id: string, contact: z.infer<typeof contactUpdateSchema>) {
  const answer = await erpFetch(conn, { method: "PUT", path: `/Contacts/${enc(id)}`, body: contact });
  return contactSchema.parse(answer);
}

export async function getContactWebSettings(conn: ErpConnection, id: string) {
  return webSettingsSchema.parse(await erpFetch(conn, { method: "GET", path: `/Contacts/${enc(id)}/WebSettings` }));
}

export async function updateContactWebSettings(conn: ErpConnection, id: string, settings: z.infer<typeof webSettingsUpdateSchema>) {
  return webSettingsSchema.parse(await erpFetch(conn, { method: "PUT", path: `/Contacts/${enc(id)}/WebSettings`, body: settings }));
}
