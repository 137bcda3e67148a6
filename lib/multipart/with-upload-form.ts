import "server-only";
import { getEnv } from "@/lib/env";
import type { IncomingBody } from "@/lib/api/incoming-body";
import { readUploadForm } from "./read-upload-form";

/**
 * Runs a CSV tool on a multipart form: text fields and files (as lazy Files over temporary copies) in one object
 * for the tool's zod schema, temporary files removed afterwards. Bad input (a ZodError, a CsvInputError) goes on
 * to the route wrapper, which answers it as a 400.
 */
export async function withUploadForm<T>(body: IncomingBody, run: (values: Record<string, unknown>) => Promise<T>): Promise<T> {
  const form = await readUploadForm(body, { maxFileBytes: getEnv().UPLOAD_MAX_BYTES });
  try {
    const files = Object.fromEntries(Object.entries(form.files).map(([name, f]) => [name, f.file]));
    return await run({ ...form.fields, ...files });
  } finally {
    await form.cleanup();
  }
}
