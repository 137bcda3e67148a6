import {
  getContact,
  getContactWebSettings,
  listContacts,
  listContactsParams,
  updateContact,
  updateContactWebSettings,
} from "../resources/contacts";
import { contactUpdateSchema, webSettingsUpdateSchema } from "../schemas/contact";
import { none } from "./none";
import { allow } from "./types";

/** Spec 1 section 7 (Contact Search and edit) and spec 2 "Update Web Password". */
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
  allow({
    method: "GET",
    path: "/Contacts/{id}/WebSettings",
    params: none,
    run: (c, a) => getContactWebSettings(c, a.path.id),
  }),
  allow({
    method: "PUT",
    path: "/Contacts/{id}/WebSettings",
    params: none,
    body: webSettingsUpdateSchema,
    run: (c, a) => updateContactWebSettings(c, a.path.id, a.body),
  }),
];
