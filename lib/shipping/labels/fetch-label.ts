import "server-only";
import { readBodyBytes } from "@/lib/api/read-body";
import { ApiError } from "@/lib/errors/api-error";
import { getEnv } from "@/lib/env";

/** A label is a page or two (or a few kB of ZPL); anything far larger is not a label. */
export const MAX_LABEL_BYTES = 5 * 1024 * 1024;

/**
 * A bought label's file, read on the server from the address Shippo gave (a browser cannot read it across origins):
 * bounded in size as it arrives and in time by Shippo's time-out; any failure is a 502 naming the label (`what`).
 */
export async function fetchLabel(url: string, what: string): Promise<Uint8Array> {
  const failed = () =>
    new ApiError({ code: "bad_gateway", message: `The label of ${what} could not be read from Shippo.` });
  const signal = AbortSignal.timeout(getEnv().SHIPPO_TIMEOUT_MS);
  const res = await fetch(url, { signal }).catch(() => {
    throw failed();
  });
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw failed();
  }
  const bytes = await readBodyBytes(res, MAX_LABEL_BYTES).catch(() => {
    throw failed();
  });
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
