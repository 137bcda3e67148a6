import { API_TIMEOUT_MS, ApiClientError, sessionEnded } from "@/lib/api-client/api-fetch";

export type UploadProgress = { loaded: number; total: number };

/**
 * The label of a step once its upload is sent and its answer has not come: the server may be working on it or it
 * may be waiting in the server's CSV queue (the answer cannot say which before it is ready), so it says only that.
 */
export function serverWaitLabel(step: string): string {
  return `${step}: waiting for the server…`;
}

export type FormAnswer<T> =
  | { kind: "json"; body: T }
  | { kind: "file"; blob: Blob; filename: string | null; header: (name: string) => string | null };

function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * POSTs a multipart form with XMLHttpRequest, because fetch cannot report upload progress. The spec's 60 s
 * time-out starts once the upload is sent (a 100 MB file may take longer than that just to send). A 401 signs
 * out to Login like apiFetch; other failures throw ApiClientError with the server's message.
 */
export function postFormWithProgress<T>(
  url: string,
  form: FormData,
  opts: {
    method?: string;
    accept?: string;
    onProgress?: (p: UploadProgress) => void;
    /** The whole form is sent: what follows is the server's work (or its queue), with no progress to show. */
    onSent?: () => void;
    signal?: AbortSignal;
  } = {},
): Promise<FormAnswer<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    xhr.open(opts.method ?? "POST", url);
    xhr.responseType = "blob";
    xhr.setRequestHeader("Accept", opts.accept ?? "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.({ loaded: e.loaded, total: e.total });
    };
    xhr.upload.onload = () => {
      timer = setTimeout(() => xhr.abort(), API_TIMEOUT_MS);
      opts.onSent?.();
    };
    const fail = (err: Error) => {
      clearTimeout(timer);
      reject(err);
    };
    xhr.onerror = () => fail(new ApiClientError(0, "The upload failed: the connection to the server was lost."));
    xhr.onabort = () =>
      fail(new ApiClientError(0, opts.signal?.aborted ? "Cancelled." : "The server took too long to answer."));
    xhr.onload = async () => {
      clearTimeout(timer);
      const blob = xhr.response as Blob;
      const type = xhr.getResponseHeader("content-type") ?? "";
      if (xhr.status === 401) return reject(sessionEnded());
      if (type.includes("application/json")) {
        const body = JSON.parse(await blob.text()) as unknown;
        if (xhr.status >= 200 && xhr.status < 300) return resolve({ kind: "json", body: body as T });
        const message =
          body && typeof body === "object" && "error" in body && typeof body.error === "string"
            ? body.error
            : `Request failed (${xhr.status})`;
        return reject(new ApiClientError(xhr.status, message, body));
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const header = (name: string) => xhr.getResponseHeader(name);
        return resolve({ kind: "file", blob, filename: filenameOf(header("content-disposition")), header });
      }
      reject(new ApiClientError(xhr.status, `Request failed (${xhr.status})`));
    };
    opts.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The JSON answer of a form post, or an error when the server sent a file instead. */
export async function postFormJson<T>(
  url: string,
  form: FormData,
  opts: Parameters<typeof postFormWithProgress>[2] = {},
): Promise<T> {
  const answer = await postFormWithProgress<T>(url, form, opts);
  if (answer.kind !== "json") throw new ApiClientError(0, "The server answered a file where data was expected.");
  return answer.body;
}
