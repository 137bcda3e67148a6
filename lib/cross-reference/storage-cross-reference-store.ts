import { createChunkDecoder } from "@/lib/csv/decode-text";
import { downloadFile } from "@/lib/storage/download-file";
import { headFile } from "@/lib/storage/head-file";
import type { StorageScope } from "@/lib/storage/storage-scope";
import type { CrossReferenceStore } from "./cross-reference-cache";

/** The cross-reference files of one company's storage folder (CLARIFICATIONS 38). */
export function storageCrossReferenceStore(scope: StorageScope): CrossReferenceStore {
  return {
    async version(key) {
      const head = await headFile(scope, key);
      if (!head) return null;
      // The size joins the ETag: a store that sends no ETag still shows a changed file as changed.
      return `${head.etag ?? ""}:${head.size}`;
    },
    async read(key) {
      const { body } = await downloadFile(scope, key);
      // Exports come as UTF-8 or as Excel's windows-1252; "auto" tells them apart.
      const decoder = createChunkDecoder("auto");
      const bytes = new Uint8Array(await new Response(body).arrayBuffer());
      return decoder.decode(bytes) + decoder.end();
    },
  };
}
