import pino from "pino";

/** Structured server logs. Quiet in tests unless LOG_LEVEL says otherwise. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" || process.env.VITEST ? "silent" : "info"),
  base: undefined,
});
