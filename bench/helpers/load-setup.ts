// The load bench's data beyond the demo seed: one portal account per simulated staff member (company EDS, each
// signing in as the ERP stand-in's JSMITH, so every session is its own), files in EDS's folder for the File
// manager's list, and a few tracking events on each shipment so the public answer carries a history.
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, shipmentEvents, shipments, users } from "@/db/schema";
import { companyPrefix, UPLOADS_FOLDER } from "@/lib/storage/company-key";
import { getStorage } from "@/lib/storage/s3-client";
import { ERP_USERS } from "@/sim/erp/fixtures";
import type { LoadUser } from "./load-client";

const FILES = 20;
const EVENTS = [
  { status: "PRE_TRANSIT", statusDetails: "Label created", city: "Nashville", state: "TN" },
  { status: "TRANSIT", statusDetails: "Departed facility", city: "Memphis", state: "TN" },
  { status: "TRANSIT", statusDetails: "Arrived at facility", city: "Oakland", state: "CA" },
];

/** `count` staff accounts of company EDS; their addresses are distinct, as nginx would report them. */
export function loadUsers(count: number): LoadUser[] {
  return Array.from({ length: count }, (_, i) => ({
    email: `staff-${String(i + 1).padStart(3, "0")}@load.example.com`,
    password: ERP_USERS.staff.password,
    address: `10.54.${Math.floor(i / 250)}.${(i % 250) + 1}`,
  }));
}

/** Needs the S3 settings in process.env (the stand-in's) and the demo seed already in `db`. */
export async function seedLoad(db: Db, staff: LoadUser[]): Promise<void> {
  const eds = (await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!;
  await db.insert(users).values(
    staff.map((u, i) => ({
      email: u.email,
      firstName: "Load",
      lastName: `Staff ${i + 1}`,
      userType: "customer" as const,
      erpUserName: ERP_USERS.staff.userName,
      companyId: eds.id,
      roles: { ship54: ["product"], e54: ["contact", "product"] },
      products: ["ship54"],
      lastPort: 5000,
    })),
  );
  const { client, bucket } = getStorage();
  for (let i = 0; i < FILES; i++) {
    const key = `${companyPrefix(eds.id)}${UPLOADS_FOLDER}/price-file-${String(i + 1).padStart(2, "0")}.csv`;
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: `sku,price\nA-${i},${(i + 1) * 1.25}\n`,
        ContentType: "text/csv",
      }),
    );
  }
  const shipped = await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.companyId, eds.id));
  const day = 24 * 3600 * 1000;
  await db.insert(shipmentEvents).values(
    shipped.flatMap((s) =>
      EVENTS.map((e, i) => ({
        shipmentId: s.id,
        objectId: `load-${i}`,
        status: e.status,
        statusDetails: e.statusDetails,
        location: { city: e.city, state: e.state, country: "US" },
        statusDate: new Date(Date.now() - (EVENTS.length - i) * day),
      })),
    ),
  );
}
