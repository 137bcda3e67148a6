import { NextResponse } from "next/server";
import { ZodError } from "zod";

const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_many_requests: 429,
  bad_gateway: 502,
  gateway_timeout: 504,
} as const;

export type ApiErrorCode = keyof typeof STATUS;

/** The one error type of the API: its code picks the status, its message is what a person reads. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly details?: unknown[];
  readonly headers?: Record<string, string>;

  constructor(opts: { code: ApiErrorCode; message: string; details?: unknown[]; headers?: Record<string, string> }) {
    super(opts.message);
    this.name = "ApiError";
    this.code = opts.code;
    this.details = opts.details;
    this.headers = opts.headers;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export function zodToApiError(err: ZodError, message = "Invalid input"): ApiError {
  const details = err.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const first = details[0];
  return new ApiError({
    code: "bad_request",
    message: first ? `${message}: ${first.path ? `${first.path}: ` : ""}${first.message}` : message,
    details,
  });
}

export function errorResponse(err: ApiError): NextResponse {
  return NextResponse.json(
    { error: err.message, ...(err.details ? { details: err.details } : {}) },
    { status: err.status, headers: err.headers },
  );
}
