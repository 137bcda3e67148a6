import { isCsvInputError } from "@/lib/csv/errors";
import {
  CROSS_REFERENCE_FILES,
  type CrossReferenceKind,
  type CrossReferenceMap,
  type CrossReferences,
} from "./cross-reference-files";
import { CrossReferenceFileError, parseCrossReference } from "./parse-cross-reference";

/** Where the files come from: a cheap version check (ETag or Last-Modified) and the full read. */
export type CrossReferenceStore = {
  /** The file's current version, or null when there is no such file. */
  version(key: string): Promise<string | null>;
  read(key: string): Promise<string>;
};

type Entry = { version: string; map: Promise<CrossReferenceMap> };

/**
 * Parsed cross-references kept in memory per company, and read again only when the stored file changes: each
 * use costs one version check per file instead of a download and a parse of thousands of rows. Callers that
 * arrive while a file is being read share that read.
 */
export class CrossReferenceCache {
  private readonly entries = new Map<string, Entry>();
  /** How many times a file was actually read (tests and logs). */
  reads = 0;

  async load(companyId: string, store: CrossReferenceStore): Promise<CrossReferences> {
    const [products, customers] = await Promise.all([
      this.loadOne(companyId, store, "products"),
      this.loadOne(companyId, store, "customers"),
    ]);
    return { products, customers };
  }

  private async loadOne(
    companyId: string,
    store: CrossReferenceStore,
    kind: CrossReferenceKind,
  ): Promise<CrossReferenceMap> {
    const file = CROSS_REFERENCE_FILES[kind];
    const cacheKey = `${companyId}/${file.key}`;
    const version = await store.version(file.key);
    if (version === null) {
      this.entries.delete(cacheKey);
      throw new CrossReferenceFileError(
        `The ${file.label} cross-reference file ${file.key} is not in your company's files. Upload it in the File manager and try again.`,
      );
    }
    const cached = this.entries.get(cacheKey);
    if (cached?.version === version) return cached.map;
    const map = this.read(store, file.key, file.headerPrefix);
    this.entries.set(cacheKey, { version, map });
    // A failed read is not kept: the next use tries again.
    map.catch(() => {
      if (this.entries.get(cacheKey)?.map === map) this.entries.delete(cacheKey);
    });
    return map;
  }

  private async read(store: CrossReferenceStore, key: string, headerPrefix: string): Promise<CrossReferenceMap> {
    this.reads++;
    const text = await store.read(key);
    try {
      return parseCrossReference(text, headerPrefix, key);
    } catch (err) {
      if (isCsvInputError(err))
        throw new CrossReferenceFileError(`The cross-reference file ${key} cannot be read: ${err.message}`);
      throw err;
    }
  }
}
