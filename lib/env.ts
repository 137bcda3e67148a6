import { z } from "zod";

const DEV_SECRET = "e54-portal-development-secret-not-for-production";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z.string().url().optional(),
    /** Folder of the embedded database when DATABASE_URL is unset; "memory" keeps it in memory. */
    PGLITE_DIR: z.string().default(".data/pglite"),
    NEXTAUTH_SECRET: z.string().min(16).optional(),
    /** 32 bytes as 64 hex characters; encrypts secrets at rest. Derived from NEXTAUTH_SECRET when unset. */
    ENCRYPTION_KEY: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, "ENCRYPTION_KEY must be 64 hex characters")
      .optional(),
    /** The ERP time-out (CLARIFICATIONS 8): inside the browser's 60 s. */
    ERP_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    LOGIN_THROTTLE_MAX_FAILURES: z.coerce.number().int().positive().default(5),
    LOGIN_THROTTLE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
    SESSION_MAX_AGE_HOURS: z.coerce.number().positive().default(8),
    /** The portal's public URL; invite links point at its sign-in page. */
    NEXTAUTH_URL: z.string().url().optional(),
    /** smtp://user:pass@host:587 or smtps://…; unset: invites are only stored in the admin Outbox. */
    SMTP_URL: z.string().url().optional(),
    /** The From of invites. */
    MAIL_FROM: z.string().min(3).default("E54 Portal <no-reply@e54-portal.local>"),
    /** File storage (S3 or Wasabi; s3rver on loopback in dev and tests). Unset endpoint: AWS S3 for the region. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z.string().min(3).default("e54-portal-files"),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** The largest file the File manager and the CSV tools accept: 200 MB. */
    UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(200 * 1024 * 1024),
  })
  .transform((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.NEXTAUTH_SECRET) {
      ctx.addIssue({ code: "custom", message: "NEXTAUTH_SECRET is required in production" });
      return z.NEVER;
    }
    return { ...env, NEXTAUTH_SECRET: env.NEXTAUTH_SECRET ?? DEV_SECRET };
  });

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Read and validate the environment once, on first use (never at import: `next build` imports modules). */
export function getEnv(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}

/** Tests change the environment between suites. */
export function resetEnvCache() {
  cached = undefined;
}
