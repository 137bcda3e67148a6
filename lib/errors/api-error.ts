// Pure (no Next, no zod): the browser's CSV worker and server code share the error classes built on it.

export const API_ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  bad_gateway: 502,
  service_unavailable: 503,
  gateway_timeout: 504,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export type ApiErrorInit = {
  code: ApiErrorCode;
  message: string;
  details?: unknown[];
  headers?: Record<string, string>;
  /** For a failure of an outside service: the status it answered, when it answered at all (never sent to clients). */
  upstreamStatus?: number;
  /**
   * A stable name for a failure a client treats differently from others of its status, sent as the answer's `code`
   * (`NOT_FOUND_IN_ERP`): clients branch on it, never on the message.
   */
  clientCode?: string;
  /** For a failure of an outside service: the request never reached it (no connection), so nothing happened there. */
  unsent?: boolean;
  /**
   * For a failure of an outside service: it answered and refused the request, so it did nothing. Taken from a 4xx
   * `upstreamStatus` (but 408, which says nothing of what happened) unless given, e.g. for a purchase answered ERROR.
   */
  refused?: boolean;
};

/**
 * The one error type of the API: its code picks the status, its message is what a person reads. Domain errors
 * (CsvInputError, SignInError, ThrottledError, …) extend it, so they carry their answer and nobody translates them.
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly details?: unknown[];
  readonly headers?: Record<string, string>;
  readonly upstreamStatus?: number;
  readonly clientCode?: string;
  readonly unsent: boolean;
  readonly refused: boolean;

  constructor(opts: ApiErrorInit) {
    super(opts.message);
    this.name = "ApiError";
    this.code = opts.code;
    this.details = opts.details;
    this.headers = opts.headers;
    this.upstreamStatus = opts.upstreamStatus;
    this.clientCode = opts.clientCode;
    this.unsent = opts.unsent ?? false;
    const status = opts.upstreamStatus;
    this.refused = opts.refused ?? (status !== undefined && status >= 400 && status < 500 && status !== 408);
  }

  get status(): number {
    return API_ERROR_STATUS[this.code];
  }
}
