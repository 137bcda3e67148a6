// Places the demo files in company EDS's storage (dev and end-to-end runs). Safe to run again: files already
// there are left as they are.
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { objectKey, UPLOADS_FOLDER } from "@/lib/storage/company-key";
import { contentTypeFor } from "@/lib/storage/content-type";
import { headFile } from "@/lib/storage/head-file";
import { putObjectStream } from "@/lib/storage/put-object-stream";
import { getStorage } from "@/lib/storage/s3-client";
import { buildXrefFiles } from "@/sim/erp/xref";
import { sampleInventoryFiles, sampleSalesFile } from "./sample-files";

export async function seedDemoFiles(db: Db): Promise<string[]> {
  const eds = await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
  if (!eds) return [];
  const scope = { companyId: eds.id, companyCode: eds.companyCode };
  const xref = buildXrefFiles();
  const inventory = sampleInventoryFiles();
  const files: Record<string, Buffer> = {
    "EDS.PN.XREF.csv": Buffer.from(xref["EDS.PN.XREF.csv"]),
    "EDS.CUS.XREF.csv": Buffer.from(xref["EDS.CUS.XREF.csv"]),
    "CONV_INVENTORY_SAMPLE.csv": inventory.conv,
    "EDS_INVENTORY_SAMPLE.csv": inventory.eds,
    "KOHLER_SALES_SAMPLE.csv": sampleSalesFile(),
  };
  const placed: string[] = [];
  for (const [name, body] of Object.entries(files)) {
    const key = `${UPLOADS_FOLDER}/${name}`;
    if (await headFile(scope, key)) continue;
    await putObjectStream(getStorage(), { key: objectKey(scope.companyId, key), contentType: contentTypeFor(key) }, [
      body,
    ]);
    placed.push(key);
  }
  return placed;
}
