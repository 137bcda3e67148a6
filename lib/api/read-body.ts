import { ApiError } from "../errors/api-error";

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export function tooLarge(limitBytes: number): ApiError {
  const size = limitBytes >= 1024 * 1024 ? `${limitBytes / (1024 * 1024)} MB` : `${Math.round(limitBytes / 1024)} KB`;
  return new ApiError({ code: "payload_too_large", message: `The request body is larger than the ${size} limit.` });
}

/**
 * A request body read in full, but never past `limitBytes`: counted as the bytes arrive, whatever Content-Length
 * says (a chunked body has none, and a declared one may lie). Past the limit the read stops and a 413 is thrown;
 * nothing more of the body is held. An answer from another server (a `Response`) is read the same way.
 */
export async function readBodyBytes(req: Pick<Request, "headers" | "body">, limitBytes: number): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limitBytes) {
    await req.body?.cancel().catch(() => {});
    throw tooLarge(limitBytes);
  }
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limitBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
