import { ZodError } from "zod";
import { ApiError } from "@/lib/api/errors";
import { CsvInputError } from "@/lib/csv/errors";
import { getEnv } from "@/lib/env";
import { readUploadForm } from "./read-upload-form";

/** Bad input found while reading a form or a file: the person's message, as a 400 (never a 500). */
function toApiError(err: unknown): unknown {
  if (err instanceof CsvInputError) return new ApiError({ code: "bad_request", message: err.message });
  if (err instanceof ZodError) {
    const details = err.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    return new ApiError({ code: "bad_request", message: details[0]?.message ?? "Invalid input", details });
  }
  return err;
}

/**
 * Runs a CSV tool on a multipart form: text fields and files (as lazy Files over temporary copies) in one object
 * for the tool's zod schema, temporary files removed afterwards, CSV and form errors turned into 400s.
 */
export async function withUploadForm<T>(req: Request, run: (values: Record<string, unknown>) => Promise<T>): Promise<T> {
  const form = await readUploadForm(req, { maxFileBytes: getEnv().UPLOAD_MAX_BYTES });
  try {
    const files = Object.fromEntries(Object.entries(form.files).map(([name, f]) => [name, f.file]));
    return await run({ ...form.fields, ...files });
  } catch (err) {
    throw toApiError(err);
  } finally {
    await form.cleanup();
  }
}
