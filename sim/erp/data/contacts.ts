// Contacts of customers (and a few of nobody), with their web settings. The fixtures' contacts come first.
import { CONTACTS, INVOICE_CUSTOMER } from "../fixtures";
import { Rng } from "../rng";
import { initialUpdateKey } from "../table";
import { address, companyDomain, phoneNumber, slug } from "./people";
import type { Contact, Customer, WebSettings } from "./types";
import {
  CLASSIFICATIONS,
  DOMAINS_TLD,
  FIRST_NAMES,
  FREE_MAIL,
  LAST_NAMES,
  MIDDLE_INITIALS,
  PHONE_DESCRIPTIONS,
  TITLES,
} from "./words";

export type ContactSeed = { contacts: Contact[]; webSettings: WebSettings[] };

const CONTACT_COUNT = 1150;

function webSettings(rng: Rng, contactId: string, login: string): WebSettings {
  return {
    id: login,
    contactId,
    trackerViewOnly: rng.chance(0.3),
    enableShipToEdit: rng.chance(0.5),
    bidViewOnly: rng.chance(0.2),
    hideAccountInquiry: rng.chance(0.15),
    superuser: rng.chance(0.1),
    enableShipToCreate: rng.chance(0.3),
    hideAccountLedger: rng.chance(0.15),
    enableShipBranchOverride: rng.chance(0.1),
    sendEmailOnTrackerUpdate: rng.chance(0.6),
    passwordLastChanged: null,
    updateKey: initialUpdateKey("websettings", contactId),
  };
}

function contact(id: string, fields: Partial<Contact>): Contact {
  const first = fields.firstName ?? "";
  const last = fields.lastName ?? "";
  return {
    id,
    firstName: first,
    middleName: "",
    lastName: last,
    salutation: "",
    sortBy: `${last}, ${first}`.toUpperCase().slice(0, 20),
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
    updateKey: initialUpdateKey("contact", id),
    ...fields,
  };
}

function pinned(rng: Rng, customers: ReadonlyMap<string, Customer>): ContactSeed {
  const cust = customers.get(INVOICE_CUSTOMER.id)!;
  const entity = [{ entityId: cust.id, entityType: "Customer" }];
  const u = CONTACTS.unique;
  const w = CONTACTS.webUser;
  const b = CONTACTS.bare;
  const contacts = [
    contact(u.id, {
      firstName: u.firstName,
      middleName: "J",
      lastName: u.lastName,
      salutation: "Mr.",
      title: "Purchasing Manager",
      website: "www.volunteermech.com",
      companyName: u.companyName,
      webEnabled: true,
      keywords: "PURCHASING PEX",
      classifications: [{ classification: "PURCHASING" }, { classification: "OWNER" }],
      entities: entity,
      emails: [{ address: u.email }, { address: "purchasing@volunteermech.com" }],
      phones: [
        { number: "615-893-2210", description: "OFFICE" },
        { number: "615-491-7732", description: "MOBILE" },
      ],
    }),
    contact(b.id, {
      firstName: b.firstName,
      lastName: b.lastName,
      useEntityAddress: false,
      addressLine1: "418 GALLATIN PIKE",
      city: "MADISON",
      state: "TN",
      postalCode: "37115",
      emails: [{ address: "marisol.p@bellsouth.net" }],
      phones: [{ number: b.phone }],
    }),
    contact(w.id, {
      firstName: w.firstName,
      lastName: w.lastName,
      title: "Service Manager",
      companyName: w.companyName,
      webEnabled: true,
      classifications: [{ classification: "SERVICE MANAGER" }],
      entities: entity,
      emails: [{ address: "dfairbanks@volunteermech.com" }],
      phones: [{ number: "615-893-2214", description: "DIRECT" }],
    }),
  ];
  return { contacts, webSettings: [webSettings(rng, u.id, u.webLogin), webSettings(rng, w.id, w.webLogin)] };
}

export function buildContacts(seed: number, customers: readonly Customer[]): ContactSeed {
  const rng = new Rng(seed, "contacts");
  const byId = new Map(customers.map((c) => [c.id, c]));
  const { contacts, webSettings: settings } = pinned(rng, byId);
  const accounts = customers.filter((c) => c.isBillTo && c.types[0]?.type !== "BRANCH");
  const logins = new Set(settings.map((s) => s.id));

  for (let n = 100010; contacts.length < CONTACT_COUNT; n += rng.int(1, 3)) {
    const id = String(n);
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const orphan = rng.chance(0.06);
    const cust = orphan ? undefined : rng.pick(accounts);
    const domain = cust ? companyDomain(cust.name, rng.pick(DOMAINS_TLD)) : rng.pick(FREE_MAIL);
    const areaCode = cust?.phones[0]?.number.slice(0, 3) ?? "615";
    const phones: Contact["phones"] = [];
    const phoneCount = rng.weighted([
      [1, 6],
      [2, 3],
      [0, 1],
    ] as const);
    for (let p = 0; p < phoneCount; p++) {
      const number = phoneNumber(rng, areaCode);
      phones.push(rng.chance(0.1) ? { number } : { number, description: rng.pick(PHONE_DESCRIPTIONS) });
    }
    const emails = rng.chance(0.9) ? [{ address: `${slug(first)}.${slug(last)}@${domain}` }] : [];
    if (rng.chance(0.15)) emails.push({ address: `${slug(first)[0]}${slug(last)}@${rng.pick(FREE_MAIL)}` });
    const classCount = rng.weighted([
      [0, 1],
      [1, 6],
      [2, 3],
    ] as const);
    const own = orphan || rng.chance(0.1) ? address(rng) : undefined;
    const webEnabled = !orphan && rng.chance(0.35);
    const c = contact(id, {
      firstName: first,
      middleName: rng.chance(0.3) ? rng.pick(MIDDLE_INITIALS) : "",
      lastName: last,
      salutation: rng.chance(0.2) ? rng.pick(["Mr.", "Ms.", "Mrs."]) : "",
      title: rng.chance(0.7) ? rng.pick(TITLES) : "",
      website: cust && rng.chance(0.3) ? `www.${domain}` : "",
      useEntityAddress: !own,
      addressLine1: own?.addressLine1.toUpperCase() ?? "",
      addressLine2: own?.addressLine2.toUpperCase() ?? "",
      city: own?.city.toUpperCase() ?? "",
      state: own?.state ?? "",
      postalCode: own?.postalCode ?? "",
      inactive: rng.chance(0.04),
      webEnabled,
      companyName: cust?.name ?? "",
      classifications: rng.sample(CLASSIFICATIONS, classCount).map((classification) => ({ classification })),
      entities: cust ? [{ entityId: cust.id, entityType: "Customer" }] : [],
      emails,
      phones,
    });
    contacts.push(c);
    if (webEnabled) {
      let login = `${first[0]}${last}`.toUpperCase().replace(/[^A-Z]/g, "");
      if (logins.has(login)) login = `${login}${id.slice(-3)}`;
      logins.add(login);
      settings.push(webSettings(rng, id, login));
    }
  }
  return { contacts, webSettings: settings };
}
