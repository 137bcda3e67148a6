import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { companies, menus, products, users, type NewMenu, type NewProduct } from "./schema";
import { hashPassword } from "@/lib/auth/password";
import { seedBoxPresets } from "./seed-boxes";
import { seedShip54Settings } from "./seed-ship54";

export const DEMO_ACCOUNTS = [
  { email: "admin@example.com", password: "admin1234", who: "admin" },
  { email: "staff@example.com", password: "staff1234", who: "customer of EDS (ERP user JSMITH), ports 5000-5003" },
  {
    email: "heritage@example.com",
    password: "heritage1234",
    who: "customer of heritage (ERP user HERITAGE1), port 5000",
  },
  {
    email: "karen@example.com",
    password: "erp1234",
    who: "customer of EDS (ERP user KWALKER) who owns no product yet: try a signup",
  },
] as const;

/** Each `stripeProductId` is in the Stripe stand-in's seeded catalogue (sim/stripe/seed.ts), with a monthly price. */
const DEMO_PRODUCTS: NewProduct[] = [
  {
    id: "ship54",
    name: "Ship54",
    description: "Shipping labels, rates and tracking from your ERP orders.",
    longDescription: "Rate-shop UPS, FedEx and USPS, buy labels, post freight to the order and track every package.",
    features: ["Rate shopping", "Label printing", "Freight posting", "Tracking"],
    stripeProductId: "prod_E54Ship54",
    roles: ["admin", "product"],
  },
  {
    id: "price-watch",
    name: "Price Watch",
    description: "Daily alerts when customer prices drift from your price files.",
    longDescription:
      "Compares your manufacturers' price files with customer pricing every night and flags the differences.",
    features: ["Nightly comparison", "Email alerts", "Margin report"],
    stripeProductId: "prod_E54PriceWatch",
    roles: ["admin", "product"],
  },
  {
    id: "edi-connect",
    name: "EDI Connect",
    description: "Purchase orders and invoices exchanged with your vendors by EDI.",
    longDescription: "Send 850 purchase orders and receive 810 invoices and 856 ship notices straight into the ERP.",
    features: ["850 / 810 / 856", "Vendor onboarding", "Error queue"],
    stripeProductId: "prod_E54EdiConnect",
    roles: ["admin"],
  },
];

type MenuSeed = Omit<NewMenu, "sortOrder">;
/** The spec names the screens, not their menus: each demo menu is named as the heading of the page it opens. */
const E54_MENUS: MenuSeed[] = [
  { name: "Contact Search", path: "/contacts", product: "e54", roles: ["admin", "contact"] },
  { name: "Update Web Password", path: "/contact-pw", product: "e54", roles: ["admin", "contact"] },
  { name: "Price Comparison", path: "/price-validation", product: "e54", roles: ["admin", "product"] },
  { name: "Invoice Look Up", path: "/invoice-lookup", product: "e54", roles: ["admin", "product", "contact"] },
  { name: "File Comparison Tool", path: "/inv-bal", product: "e54", roles: ["admin", "product"] },
  { name: "Shipment Dashboard", path: "/ship-station", product: "e54", roles: ["admin", "product"] },
  { name: "Ship54 Settings", path: "/ship54-settings", product: "e54", roles: ["admin"] },
  { name: "Shipment Tracking", path: "/admin/shipment-tracking", product: "e54", roles: ["admin", "product"] },
  { name: "Monthly Sales Feed", path: "/kohler-feed", product: "e54", roles: ["admin", "product"] },
  { name: "Create New Product", path: "/create-product", product: "e54", roles: ["admin", "product"] },
  { name: "Price Line Access", path: "/price-line", product: "e54", roles: ["admin", "product"] },
  { name: "Add Vendors", path: "/vendor-add", product: "e54", roles: ["admin"] },
  { name: "Data Tools", path: "/data-tools", product: "e54", roles: ["admin", "product", "contact"] },
  { name: "File Manager", path: "/manage-files", product: "e54", roles: ["admin", "product", "contact"] },
  { name: "Test Page", path: "/testpage", product: "eclipse", roles: ["admin"] },
  { name: "About Page", path: "/about", product: "eclipse", roles: ["admin", "contact", "product"] },
];

/**
 * The demo data (README, Demo accounts). Safe to run again: existing rows are left as they are.
 * `erpBaseUrl` lets tests point the demo companies at their own ERP stand-in.
 */
export async function seedDemo(db: Db, opts: { erpBaseUrl?: string } = {}) {
  if (process.env.NODE_ENV === "production") {
    throw new Error("Refusing to seed demo data when NODE_ENV=production.");
  }
  const erpBaseUrl = opts.erpBaseUrl ?? "http://127.0.0.1";

  await db.insert(products).values(DEMO_PRODUCTS).onConflictDoNothing();
  await db
    .insert(menus)
    .values(E54_MENUS.map((m, i) => ({ ...m, sortOrder: i })))
    .onConflictDoNothing();
  await db
    .insert(companies)
    .values([
      {
        name: "EDS",
        companyCode: "EDS",
        apiBaseUrl: erpBaseUrl,
        addressLine1: "1200 Distribution Way",
        city: "Nashville",
        state: "TN",
        postalCode: "37210",
        phone: "615-555-0100",
        apiPorts: [5000, 5001, 5002, 5003],
        products: ["e54", "eclipse", "ship54"],
        // 100002 is the ERP stand-in's CREDIT CARD SURCHARGE product, on every environment.
        surcharge: {
          authMethod: "loggedInUser",
          productsByPort: { "5000": "100002", "5001": "100002", "5002": "100002", "5003": "100002" },
        },
        ship54Tracking: { authMethod: "disabled" },
      },
      {
        name: "Heritage",
        companyCode: "heritage",
        apiBaseUrl: erpBaseUrl,
        addressLine1: "45 Foundry Road",
        city: "Chattanooga",
        state: "TN",
        postalCode: "37402",
        phone: "423-555-0140",
        apiPorts: [5000],
        products: ["e54", "ship54"],
        surcharge: { authMethod: "loggedInUser", productsByPort: { "5000": "100002" } },
        ship54Tracking: { authMethod: "disabled" },
      },
    ])
    .onConflictDoNothing();

  const eds = await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
  const heritage = await db.query.companies.findFirst({ where: eq(companies.companyCode, "heritage") });
  await db
    .insert(users)
    .values([
      {
        email: "admin@example.com",
        firstName: "Ada",
        lastName: "Admin",
        userType: "admin",
        passwordHash: await hashPassword("admin1234"),
      },
      {
        email: "staff@example.com",
        firstName: "John",
        lastName: "Smith",
        userType: "customer",
        erpUserName: "jsmith",
        companyId: eds?.id,
        roles: { ship54: ["admin", "product"], e54: ["admin", "contact", "product"], eclipse: ["admin", "product"] },
        products: ["ship54"],
        lastPort: 5000,
      },
      {
        email: "heritage@example.com",
        firstName: "Hannah",
        lastName: "Reed",
        userType: "customer",
        erpUserName: "HERITAGE1",
        companyId: heritage?.id,
        roles: { ship54: ["product"], e54: ["contact", "product"] },
        products: ["ship54"],
        lastPort: 5000,
      },
      {
        // Owns nothing yet, so Product signup can be tried (and tested) without changing the other demo accounts.
        email: "karen@example.com",
        firstName: "Karen",
        lastName: "Walker",
        userType: "customer",
        erpUserName: "KWALKER",
        companyId: eds?.id,
        roles: { ship54: ["admin", "product"], e54: ["contact", "product"] },
        products: [],
        lastPort: 5000,
      },
    ])
    .onConflictDoNothing();
  await seedShip54Settings(db);
  await seedBoxPresets(db);
}
