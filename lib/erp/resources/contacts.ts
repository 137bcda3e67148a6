import { z } from "zod";
import { erpFetch, type ErpConnection } from "../erp-fetch";
import { keywordParams, listEnvelope } from "../schemas/common";
import { contactSchema, contactUpdateSchema, webSettingsSchema, webSettingsUpdateSchema } from "../schemas/contact";
import { erpPath } from "./erp-path";
import { parseAnswer } from "./parse-answer";

export const listContactsParams = z.object(keywordParams).strict();
export type ListContactsParams = z.input<typeof listContactsParams>;

export async function listContacts(conn: ErpConnection, params: ListContactsParams) {
  const query = listContactsParams.parse(params);
  return parseAnswer(
    listEnvelope(contactSchema),
    await erpFetch(conn, { method: "GET", path: "/Contacts", query }),
    "GET /Contacts",
  );
}

export async function getContact(conn: ErpConnection, id: string) {
  return parseAnswer(
    contactSchema,
    await erpFetch(conn, { method: "GET", path: erpPath("Contacts", id) }),
    "GET /Contacts/{id}",
  );
}

export async function updateContact(conn: ErpConnection, id: string, contact: z.input<typeof contactUpdateSchema>) {
  const body = contactUpdateSchema.parse(contact);
  return parseAnswer(
    contactSchema.nullable(),
    await erpFetch(conn, { method: "PUT", path: erpPath("Contacts", id), body }),
    "PUT /Contacts/{id}",
  );
}

export async function getContactWebSettings(conn: ErpConnection, id: string) {
  const answer = await erpFetch(conn, { method: "GET", path: erpPath("Contacts", id, "WebSettings") });
  return parseAnswer(webSettingsSchema, answer, "GET /Contacts/{id}/WebSettings");
}

/** The settings with their updateKey plus the new password (spec 2 "Update Web Password"). */
export async function updateContactWebSettings(
  conn: ErpConnection,
  id: string,
  settings: z.input<typeof webSettingsUpdateSchema>,
) {
  const body = webSettingsUpdateSchema.parse(settings);
  const answer = await erpFetch(conn, { method: "PUT", path: erpPath("Contacts", id, "WebSettings"), body });
  return parseAnswer(webSettingsSchema.nullable(), answer, "PUT /Contacts/{id}/WebSettings");
}
