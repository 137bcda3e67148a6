// Contacts (ERP contract, sim/erp/README.md, spec 1): search, read, full-record update with updateKey, create, web settings.
import type { Contact, WebSettings } from "../data/types";
import { badRequest, requireRecord } from "../http";
import type { Env } from "../env";
import type { Router } from "../router";
import { initialUpdateKey } from "../table";
import { bumped, checkUpdateKey, found, listAndGet, mergeFields } from "./common";

const text = (c: Contact) =>
  [
    c.id,
    c.firstName,
    c.middleName,
    c.lastName,
    `${c.firstName} ${c.lastName}`,
    c.companyName,
    c.title,
    c.keywords,
    ...c.emails.map((e) => e.address),
    ...c.phones.map((p) => p.number),
    ...c.classifications.map((x) => x.classification),
    ...c.entities.map((e) => e.entityId),
  ].join(" ");

const BLANK_CONTACT: Omit<Contact, "id" | "updateKey"> = {
  firstName: "",
  middleName: "",
  lastName: "",
  salutation: "",
  sortBy: "",
  title: "",
  website: "",
  useEntityAddress: true,
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  postalCode: "",
  inactive: false,
  webEnabled: false,
  keywords: "",
  companyName: "",
  classifications: [],
  entities: [],
  emails: [],
  phones: [],
};

/** Settings for a contact that never had web access: Eclipse answers an empty login the client can fill in. */
function defaultSettings(contactId: string): WebSettings {
  return {
    id: "",
    contactId,
    trackerViewOnly: false,
    enableShipToEdit: false,
    bidViewOnly: false,
    hideAccountInquiry: false,
    superuser: false,
    enableShipToCreate: false,
    hideAccountLedger: false,
    enableShipBranchOverride: false,
    sendEmailOnTrackerUpdate: false,
    passwordLastChanged: null,
    updateKey: initialUpdateKey("websettings", contactId),
  };
}

export function contactRoutes(router: Router) {
  listAndGet(router, "/Contacts", "Contact", (c) => c.env.contacts, text);

  router.put("/Contacts/:id", ({ env, params, body }) => {
    const current = found(env.contacts, params.id, "Contact");
    const b = requireRecord(body);
    checkUpdateKey(current, b);
    const merged = mergeFields(current, b);
    return env.contacts.put(bumped({ ...merged, companyName: companyNameOf(env, merged) }));
  });

  router.post("/Contacts", ({ env, body }) => {
    const b = requireRecord(body);
    const draft = mergeFields({ id: "", updateKey: "", ...BLANK_CONTACT }, b);
    if (!draft.firstName.trim() && !draft.lastName.trim()) {
      throw badRequest("A contact needs a first or last name", {
        errors: [{ field: "lastName", message: "Last name is required" }],
      });
    }
    const id = String(env.nextId("contact", 300001));
    const sortBy = draft.sortBy || `${draft.lastName}, ${draft.firstName}`.toUpperCase().slice(0, 20);
    const created: Contact = { ...draft, id, sortBy, updateKey: initialUpdateKey("contact", id) };
    return env.contacts.put({ ...created, companyName: companyNameOf(env, created) });
  });

  router.get("/Contacts/:id/WebSettings", ({ env, params }) => {
    const contact = found(env.contacts, params.id, "Contact");
    return withPassword(env, env.webSettings.get(contact.id) ?? defaultSettings(contact.id));
  });

  router.put("/Contacts/:id/WebSettings", ({ env, params, body }) => {
    const contact = found(env.contacts, params.id, "Contact");
    const current = env.webSettings.get(contact.id) ?? defaultSettings(contact.id);
    const b = requireRecord(body);
    checkUpdateKey(current, b);
    const { password: sent, ...rest } = b;
    // A record sent back as it was read carries the password it was read with: that changes nothing.
    const password = sent === (env.webPasswords.get(contact.id) ?? "") ? undefined : sent;
    if (password !== undefined && (typeof password !== "string" || password.length === 0)) {
      throw badRequest("Password may not be empty", {
        errors: [{ field: "password", message: "Password may not be empty" }],
      });
    }
    const next = mergeFields(current, rest, ["contactId", "passwordLastChanged"]);
    const login = typeof rest.id === "string" ? rest.id.trim().toUpperCase() : current.id;
    if (login && login !== current.id) {
      for (const s of env.webSettings.values()) {
        if (s.id === login && s.contactId !== contact.id) throw badRequest(`Web user id ${login} is already in use`);
      }
    }
    if (typeof password === "string" && !login) throw badRequest("A web user id is required to set a password");
    if (typeof password === "string") env.webPasswords.set(contact.id, password);
    const saved = env.webSettings.put(
      bumped({
        ...next,
        id: login,
        contactId: contact.id,
        passwordLastChanged: typeof password === "string" ? new Date().toISOString() : current.passwordLastChanged,
      }),
    );
    if (!contact.webEnabled && login) env.contacts.put(bumped({ ...contact, webEnabled: true }));
    return withPassword(env, saved);
  });
}

/** Spec 2 section 3 lists `password` among the web settings' fields: the ERP answers it in clear ("" when none was set). */
function withPassword(env: Env, settings: WebSettings): WebSettings & { password: string } {
  return { ...settings, password: env.webPasswords.get(settings.contactId) ?? "" };
}

/** A contact's company is its first entity's name (kept in step when entities change). */
function companyNameOf(env: Env, c: Contact): string {
  const entity = c.entities[0]?.entityId;
  return (entity && env.customers.get(entity)?.name) || c.companyName || "";
}
