import type { CsvJobName, CsvJobs, CsvWorkerMessage } from "./csv-worker-protocol";

/** A job's failure; `input` marks a problem with the file rather than with the tool. */
export class CsvJobError extends Error {
  constructor(
    message: string,
    readonly input: boolean,
  ) {
    super(message);
    this.name = "CsvJobError";
  }
}

/**
 * Runs one CSV job in a fresh Web Worker and ends the worker afterwards (its memory goes with it). Progress
 * arrives as 0–1; aborting the signal stops the worker at once.
 */
export function runCsvJob<K extends CsvJobName>(
  job: K,
  input: CsvJobs[K]["input"],
  opts: { onProgress?: (value: number) => void; signal?: AbortSignal } = {},
): Promise<CsvJobs[K]["output"]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./csv-worker.ts", import.meta.url), { type: "module", name: "csv-tools" });
    const stop = () => {
      worker.terminate();
      reject(new CsvJobError("Cancelled.", false));
    };
    opts.signal?.addEventListener("abort", stop, { once: true });
    const finish = () => {
      opts.signal?.removeEventListener("abort", stop);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<CsvWorkerMessage>) => {
      const message = event.data;
      if (message.type === "progress") return opts.onProgress?.(message.value);
      finish();
      if (message.type === "done") resolve(message.output as CsvJobs[K]["output"]);
      else reject(new CsvJobError(message.message, message.input));
    };
    worker.onerror = (event) => {
      finish();
      reject(new CsvJobError(event.message || "The CSV tool stopped unexpectedly.", false));
    };
    worker.postMessage({ job, input });
  });
}
