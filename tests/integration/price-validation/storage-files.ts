import { PutObjectCommand } from "@aws-sdk/client-s3";
import { objectKey } from "@/lib/storage/company-key";
import { getStorage } from "@/lib/storage/s3-client";

/** Places a file in a company's storage folder, as the File manager's upload would. */
export async function putCompanyFile(companyId: string, key: string, text: string) {
  const { client, bucket } = getStorage();
  const body = Buffer.from(text);
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: objectKey(companyId, key),
      Body: body,
      ContentLength: body.length,
      ContentType: "text/csv",
    }),
  );
}
