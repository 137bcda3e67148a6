import "server-only";
import { getEnv } from "@/lib/env";
import type { IncomingBody } from "@/lib/api/incoming-body";
import type { TextSink } from "@/lib/csv/text-sink";
import { refuseIfQueueFull, takeCsvSlot, type PoolLimits } from "./csv-work-pool";
import { discardBody } from "./discard-body";
import { readUploadForm, uploadFormMaxBytes } from "./read-upload-form";
import { releaseWhenSent } from "./release-when-sent";

/**
 * Runs a CSV tool on a multipart form: text fields and files (as lazy Files over temporary copies) in one object
 * for the tool's zod schema, temporary files removed afterwards. Bad input (a ZodError, a CsvInputError) goes on
 * to the route wrapper, which answers it as a 400.
 *
 * The tool runs on the CSV pool (csv-work-pool.ts): at most CSV_POOL_SIZE at once per instance, up to
 * CSV_QUEUE_MAX waiting in turn, 503 past that. The upload is read to its temporary files first, outside the pool:
 * reading costs disk, not memory, so a slow upload never holds a slot; the slot (and the uploads) are held for the
 * work and, when the tool answers a Response, until that answer is sent. A tool's output goes to a file in the
 * same folder (`output()`), so an answer waiting for its client holds disk, not memory.
 */
export async function withUploadForm<T>(
  body: IncomingBody,
  run: (values: Record<string, unknown>, scratch: { output(): TextSink }) => Promise<T>,
): Promise<T> {
  const env = getEnv();
  const limits: PoolLimits = { size: env.CSV_POOL_SIZE, queueMax: env.CSV_QUEUE_MAX };
  try {
    refuseIfQueueFull(limits);
  } catch (err) {
    await discardBody(body, uploadFormMaxBytes(env.UPLOAD_MAX_BYTES));
    throw err;
  }
  const form = await readUploadForm(body, { maxFileBytes: env.UPLOAD_MAX_BYTES });
  let release: (() => void) | undefined;
  let sending = false;
  try {
    release = await takeCsvSlot(limits, body.signal);
    const files = Object.fromEntries(Object.entries(form.files).map(([name, f]) => [name, f.file]));
    const out = await run({ ...form.fields, ...files }, { output: form.outputFile });
    if (out instanceof Response) {
      // A streamed answer (the inventory comparison's CSV) still reads the uploads: they go with the slot.
      const slot = release;
      const sent = releaseWhenSent(out, () => {
        slot();
        void form.cleanup();
      });
      release = undefined;
      sending = true;
      return sent as T;
    }
    return out;
  } finally {
    release?.();
    if (!sending) await form.cleanup();
  }
}
