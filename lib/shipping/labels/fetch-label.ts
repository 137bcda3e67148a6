import "server-only";
import { readBodyBytes } from "@/lib/api/read-body";
import { ApiError } from "@/lib/errors/api-error";
import { getEnv } from "@/lib/env";
import { isShippoLabelUrl } from "./label-hosts";

/** A label is a page or two (or a few kB of ZPL); anything far larger is not a label. */
export const MAX_LABEL_BYTES = 5 * 1024 * 1024;

/**
 * A bought label's file, read on the server from the address Shippo gave (a browser cannot read it across origins):
 * only from Shippo's label hosts or the configured Shippo origin (`label-hosts.ts`), never following a redirect,
 * bounded in size as it arrives and in time by Shippo's time-out; any failure is a 502 naming the label (`what`).
 */
export async function fetchLabel(url: string, what: string): Promise<Uint8Array> {
  const failed = () =>
    new ApiError({ code: "bad_gateway", message: `The label of ${what} could not be read from Shippo.` });
  const env = getEnv();
  if (!isShippoLabelUrl(url, env.SHIPPO_API_URL))
    throw new ApiError({
      code: "bad_gateway",
      message: `The label of ${what} is not at a Shippo address, so it was not read.`,
    });
  const signal = AbortSignal.timeout(env.SHIPPO_TIMEOUT_MS);
  // A redirect would leave the hosts checked above: refused (a failure like any other).
  const res = await fetch(url, { signal, redirect: "error" }).catch(() => {
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
