import { ApiError } from "../errors/api-error";
import { JSON_BODY_LIMIT_BYTES, readBodyBytes } from "./read-body";

export const NOT_JSON_MESSAGE = "The request body is not valid JSON.";
export const NOT_JSON_TYPE_MESSAGE = "Send the request body as JSON (Content-Type: application/json).";

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * A request's JSON body; an empty body is `{}` (the schema then names what is missing). At most 1 MB, counted as
 * the bytes arrive (413 past it), and only with a JSON content type (415 otherwise), which also keeps a plain
 * cross-site form from posting to a JSON route. No route reads more: larger work comes in several requests.
 */
export function readJson(req: Request): Promise<unknown> {
  let read = reads.get(req);
  if (!read) {
    read = readJsonOnce(req);
    reads.set(req, read);
  }
  return read;
}

// A body can be read once; a route wrapper may start the read early (authedRoute's `readsJson`), and the handler's
// own readJson(req) then answers from that same read.
const reads = new WeakMap<Request, Promise<unknown>>();

async function readJsonOnce(req: Request): Promise<unknown> {
  const type = req.headers.get("content-type");
  if (type !== null && !JSON_TYPE.test(type)) {
    await req.body?.cancel().catch(() => {});
    throw new ApiError({ code: "unsupported_media_type", message: NOT_JSON_TYPE_MESSAGE });
  }
  const bytes = await readBodyBytes(req, JSON_BODY_LIMIT_BYTES);
  if (bytes.length === 0) return {};
  if (type === null) throw new ApiError({ code: "unsupported_media_type", message: NOT_JSON_TYPE_MESSAGE });
  try {
    return JSON.parse(bytes.toString("utf8")) as unknown;
  } catch {
    throw new ApiError({ code: "bad_request", message: NOT_JSON_MESSAGE });
  }
}
