import pino from "pino";

/**
 * Structured server logs, to standard output, or appended to LOG_FILE when set (written as each line comes, so a
 * test reads what a request logged as soon as it is answered). Quiet in tests unless LOG_LEVEL says otherwise.
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" || process.env.VITEST ? "silent" : "info"),
    base: undefined,
  },
  process.env.LOG_FILE ? pino.destination({ dest: process.env.LOG_FILE, sync: true }) : undefined,
);
