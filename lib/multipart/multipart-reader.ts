import { ApiError } from "@/lib/errors/api-error";
import { tooLarge } from "@/lib/api/read-body";

/** One part of a multipart/form-data body. Its bytes must be read (or skipped) before the next part arrives. */
export type MultipartPart = {
  name: string;
  /** Set for file fields (the browser's file name, without any folder). */
  filename?: string;
  /** The file name as the client sent it, folders and all: what a client asked for, which a route may refuse. */
  sentFilename?: string;
  contentType?: string;
  chunks(): AsyncGenerator<Uint8Array>;
  text(limitBytes: number): Promise<string>;
};

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");
const MAX_HEADER_BYTES = 16 * 1024;

function badRequest(message: string): ApiError {
  return new ApiError({ code: "bad_request", message });
}

export function boundaryOf(contentType: string | null): string {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
  const boundary = match?.[1] ?? match?.[2];
  if (!contentType?.toLowerCase().startsWith("multipart/form-data") || !boundary) {
    throw badRequest("Send the file as multipart/form-data.");
  }
  return boundary;
}

function param(header: string, key: string): string | undefined {
  const match =
    new RegExp(`(?:^|;)\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(header) ??
    new RegExp(`(?:^|;)\\s*${key}=([^;]*)`, "i").exec(header);
  return match?.[1]?.replace(/\\(.)/g, "$1").replace(/%22/g, '"');
}

export type MultipartLimits = {
  /** The whole body, counted as it arrives (a chunked body has no Content-Length, and a declared one may lie). */
  maxTotalBytes: number;
  /** The refusal past `maxTotalBytes` (413); by default it names the body's limit. */
  tooLarge?: () => ApiError;
  /** Text fields and file fields the form may hold. */
  maxFields?: number;
  maxFiles?: number;
  /** After a refusal, how much more of the body to read and discard so the client gets the answer. */
  drainLimitBytes?: number;
};

/**
 * Reads a multipart/form-data request body as a stream of parts, so a 200 MB file goes on to storage or disk in
 * pieces instead of being held in memory whole, as `Request.formData()` would. The body's size and its number of
 * fields and files are limited as it streams: 413 past the size, 400 past the counts.
 */
export async function* readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | null,
  limits: MultipartLimits,
): AsyncGenerator<MultipartPart> {
  const boundary = boundaryOf(contentType);
  if (!body) throw badRequest("The request has no body.");
  const { maxTotalBytes, maxFields = 32, maxFiles = 4 } = limits;
  const reader = body.getReader();
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // Pretend the body starts with CRLF so the first boundary looks like every other one.
  let buf: Buffer = Buffer.from("\r\n");
  let ended = false;
  let total = 0;
  let overLimit = false;
  const counts = { fields: 0, files: 0 };

  const fill = async (): Promise<boolean> => {
    if (ended) return false;
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      return false;
    }
    total += value.byteLength;
    if (total > maxTotalBytes) {
      overLimit = true;
      throw limits.tooLarge?.() ?? tooLarge(maxTotalBytes);
    }
    buf = buf.length === 0 ? Buffer.from(value) : Buffer.concat([buf, value]);
    return true;
  };
  const need = async (bytes: number) => {
    while (buf.length < bytes) if (!(await fill())) throw badRequest("The upload ended too early. Please try again.");
  };

  try {
    // Skip any preamble up to the first delimiter.
    for (;;) {
      const at = buf.indexOf(delimiter);
      if (at >= 0) {
        buf = buf.subarray(at + delimiter.length);
        break;
      }
      buf = buf.subarray(Math.max(0, buf.length - delimiter.length));
      if (!(await fill())) throw badRequest("The form has no fields.");
    }
    for (;;) {
      await need(2);
      if (buf[0] === 0x2d && buf[1] === 0x2d) return; // "--": the closing delimiter
      if (!buf.subarray(0, 2).equals(CRLF)) throw badRequest("The form data is malformed.");
      buf = buf.subarray(2);
      let headerEnd = buf.indexOf(HEADER_END);
      while (headerEnd < 0) {
        if (buf.length > MAX_HEADER_BYTES) throw badRequest("The form data is malformed.");
        if (!(await fill())) throw badRequest("The upload ended too early. Please try again.");
        headerEnd = buf.indexOf(HEADER_END);
      }
      const headers = buf.subarray(0, headerEnd).toString("utf8").split("\r\n");
      buf = buf.subarray(headerEnd + HEADER_END.length);
      const header = (name: string) =>
        headers
          .find((h) => h.toLowerCase().startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim();
      const disposition = header("content-disposition") ?? "";
      const name = param(disposition, "name") ?? "";
      const rawFilename = param(disposition, "filename");
      if (rawFilename === undefined ? ++counts.fields > maxFields : ++counts.files > maxFiles) {
        throw badRequest(rawFilename === undefined ? "The form has too many fields." : "The form has too many files.");
      }

      let bodyDone = false;
      async function* chunks(): AsyncGenerator<Uint8Array> {
        while (!bodyDone) {
          const at = buf.indexOf(delimiter);
          if (at >= 0) {
            const last = buf.subarray(0, at);
            buf = buf.subarray(at + delimiter.length);
            bodyDone = true;
            if (last.length > 0) yield last;
            return;
          }
          // Keep a delimiter's length back: it may start in this chunk and end in the next.
          const safe = buf.length - (delimiter.length - 1);
          if (safe > 0) {
            const out = buf.subarray(0, safe);
            buf = buf.subarray(safe);
            yield out;
          }
          if (!(await fill())) throw badRequest("The upload ended too early. Please try again.");
        }
      }
      const part: MultipartPart = {
        name,
        filename: rawFilename === undefined ? undefined : rawFilename.split(/[\\/]/).pop(),
        sentFilename: rawFilename,
        contentType: header("content-type"),
        chunks,
        async text(limitBytes) {
          const pieces: Buffer[] = [];
          let size = 0;
          for await (const c of chunks()) {
            size += c.length;
            if (size > limitBytes) throw badRequest(`The form field '${name}' is too long.`);
            pieces.push(Buffer.from(c));
          }
          return Buffer.concat(pieces).toString("utf8");
        },
      };
      yield part;
      // The consumer may have ignored the part: drain what is left of it.
      for await (const _ of chunks()) void _;
    }
  } finally {
    // Stopped early (a refused file): read on and discard what the client still sends, up to a limit, so it gets
    // our answer instead of a connection reset in the middle of its upload.
    // Not past the size limit, though: a body that big is not read any further.
    let drained = 0;
    while (!ended && !overLimit && drained <= (limits.drainLimitBytes ?? 0)) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) ended = true;
      else drained += value?.length ?? 0;
    }
    await reader.cancel().catch(() => {});
  }
}
