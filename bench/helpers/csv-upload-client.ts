// Uploads to the CSV tool routes of a running server, as the screens do (multipart, a bearer token), reading the
// answer to its end; and the server's resident memory, sampled from /proc while they run.
import { openAsBlob, readFileSync } from "node:fs";
import path from "node:path";
import { sumOverTree } from "./process-tree";

/** A form's text fields and its files (paths on disk, streamed from there, never read whole). */
export type CsvForm = { fields: Record<string, string>; files: Record<string, string> };
export type UploadAnswer = { status: number; ms: number; answerBytes: number; error?: string };

export async function uploadForm(
  origin: string,
  route: string,
  token: string,
  form: CsvForm,
  accept = "application/json",
): Promise<UploadAnswer> {
  const body = new FormData();
  for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
  for (const [k, p] of Object.entries(form.files))
    body.append(k, new File([await openAsBlob(p)], path.basename(p), { type: "text/csv" }));
  const started = performance.now();
  const res = await fetch(`${origin}${route}`, {
    method: "POST",
    body,
    headers: { authorization: `Bearer ${token}`, accept },
  });
  let answerBytes = 0;
  let error: string | undefined;
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) answerBytes += next.value.byteLength;
  } else error = ((await res.json().catch(() => ({}))) as { error?: string }).error ?? `status ${res.status}`;
  return { status: res.status, ms: performance.now() - started, answerBytes, error };
}

/** Resident memory (bytes) of a process and its children. */
export function treeRss(rootPid: number): number {
  return (
    sumOverTree(
      rootPid,
      (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024,
    ) ?? 0
  );
}

/** The highest resident memory of the server while `work` runs, sampled every 25 ms. */
export async function peakRssDuring<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peak: number; before: number }> {
  const before = treeRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 25);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, treeRss(pid)), before };
  } finally {
    clearInterval(sampler);
  }
}
