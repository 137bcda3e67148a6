import type { StorageScope } from "@/lib/storage/storage-scope";
import { CrossReferenceCache } from "./cross-reference-cache";
import type { CrossReferences } from "./cross-reference-files";
import { storageCrossReferenceStore } from "./storage-cross-reference-store";

// One cache per server process: the files change rarely and every Price Comparison reads both.
const cache = new CrossReferenceCache();

/** The company's two cross-reference files, parsed, from the cache unless the stored files changed. */
export async function loadCrossReferences(scope: StorageScope): Promise<CrossReferences> {
  return cache.load(scope.companyId, storageCrossReferenceStore(scope));
}
