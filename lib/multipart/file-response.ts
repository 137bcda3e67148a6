import { attachmentDisposition } from "@/lib/storage/content-type";

/** A generated file as a download: streamed from its Blob, never turned into one big string. */
export function fileResponse(content: Blob, filename: string, contentType = content.type || "application/octet-stream"): Response {
  return new Response(content.stream(), {
    status: 200,
    headers: {
      "content-type": contentType,
      "content-length": String(content.size),
      "content-disposition": attachmentDisposition(filename),
      "cache-control": "private, no-store",
    },
  });
}
