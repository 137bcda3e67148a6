import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";

type SdkError = { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };

/** True when S3 says the object is not there (GetObject answers NoSuchKey, HeadObject a bare 404). */
export function isNotFound(err: unknown): boolean {
  const e = err as SdkError;
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

/** An S3 failure as the API answers it: a missing object is 404, the rest is the storage's fault (502). */
export function storageError(err: unknown, key?: string): ApiError {
  if (err instanceof ApiError) return err;
  if (isNotFound(err) && (err as SdkError).name !== "NoSuchBucket") {
    return new ApiError({ code: "not_found", message: key ? `File not found: ${key}` : "File not found." });
  }
  const e = err as SdkError;
  logger.warn(
    { err: { name: e?.name, code: e?.code, status: e?.$metadata?.httpStatusCode } },
    "file storage call failed",
  );
  if (e?.name === "NoSuchBucket")
    return new ApiError({ code: "bad_gateway", message: "File storage is not set up (its bucket is missing)." });
  return new ApiError({ code: "bad_gateway", message: "File storage is unavailable. Please try again." });
}
