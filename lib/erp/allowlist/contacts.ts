import { z } from "zod";
import {
  getContact,
  getContactWebSettings,
  listContacts,
  listContactsParams,
  updateContact,
  updateContactWebSettings,
} from "../resources/contacts";
import { contactUpdateSchema, webSettingsUpdateSchema } from "../schemas/contact";
import { allow } from "./types";

const none = z.object({}).strict();

export const contactCalls = [
  allow({ method: "GET", path: "/Contacts", params: listContactsParams, run: (c, a) => listContacts(c, a.params) }),
  allow({ method: "GET", path: "/Contacts/{id}", params: none, run: (c, a) => getContact(c, a.path.id) }),
  allow({
    method: "PUT",
    path: "/Contacts/{id}",
    params: none,
    body: contactUpdateSchema,
    run: (c, a) => updateContact(c, a.path.id, a.body),
  }),
  allow({ method: "GET", path: "/Contacts/{id}/WebSettings", params: none, run: (c, a) => getContactWebSettings(c, a.path.id) }),
  allow({
    method: "PUT",
    path: "/Contacts/{id}/WebSettings",
    params: none,
    body: webSettingsUpdateSchema,
    run: (c, a) => updateContactWebSettings(c, a.path.id, a.body),
  }),
];
