import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>;

/** A file for a multipart form, from text or bytes. */
export function fileOf(name: string, content: string | Uint8Array, type = "application/octet-stream"): File {
  return new File([content as BlobPart], name, { type });
}

/** POST a multipart form to a route handler, as a browser's FormData would, with a bearer token. */
export async function postForm(
  handler: Handler,
  form: FormData,
  opts: { token?: string; url?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  const req = new NextRequest(opts.url ?? "http://localhost/api/test", { method: "POST", body: form, headers });
  const res = await handler(req, { params: Promise.resolve({}) });
  const type = res.headers.get("content-type") ?? "";
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  const json: any = type.includes("application/json") ? await res.json() : undefined;
  return { status: res.status, json, res };
}

export function formWith(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}
