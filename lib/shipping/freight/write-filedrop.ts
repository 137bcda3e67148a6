import { headFile } from "@/lib/storage/head-file";
import { objectKey } from "@/lib/storage/company-key";
import { putObjectStream } from "@/lib/storage/put-object-stream";
import { FILEDROP_FOLDER } from "@/lib/storage/reserved-folders";
import { getStorage } from "@/lib/storage/s3-client";
import { storageError } from "@/lib/storage/storage-error";
import { buildFiledropText } from "./filedrop-text";
import type { FiledropInput } from "./filedrop-values";

/**
 * What a drop other than the label's own posting is: the reversal of a void (`VOID`, CLARIFICATIONS 55); the freight
 * posted again once the carrier refused the refund of a label whose freight was taken back (`REFUSED`, 57), and its
 * reversal on the label's next void (`VOID-AGAIN`).
 */
export type FiledropVariant = "VOID" | "REFUSED" | "VOID-AGAIN";

/**
 * One object per shipment (CLARIFICATIONS 25), and one per variant of it: a retry writes the same key with the same
 * text, never a second file.
 */
export function filedropKey(
  invoiceNumber: string,
  packageNumber: number,
  trackingNumber: string,
  variant?: FiledropVariant,
): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, "_");
  const tag = variant ? `${variant}-` : "";
  return `${FILEDROP_FOLDER}/${safe(invoiceNumber)}-${packageNumber}-${tag}${safe(trackingNumber)}.txt`;
}

/** Writes the StarShip file of one shipment (or a variant of it) in the company's storage; answers its key. */
export async function writeFiledrop(
  companyId: string,
  packageNumber: number,
  input: FiledropInput,
  variant?: FiledropVariant,
): Promise<string> {
  const key = filedropKey(input.invoiceNumber, packageNumber, input.trackingNumber, variant);
  try {
    await putObjectStream(getStorage(), { key: objectKey(companyId, key), contentType: "text/plain; charset=utf-8" }, [
      Buffer.from(buildFiledropText(input)),
    ]);
  } catch (err) {
    throw storageError(err, key);
  }
  return key;
}

/** Whether a drop is in the company's folder. */
export async function filedropExists(companyId: string, key: string): Promise<boolean> {
  return (await headFile({ companyId, companyCode: null }, key)) !== null;
}
