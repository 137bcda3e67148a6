import "server-only";
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
    /** Failed sign-ins from one address over all accounts (password spraying) before it is refused (429). */
    LOGIN_THROTTLE_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    /** The first wait of an account past LOGIN_THROTTLE_MAX_FAILURES failures from anywhere; it doubles, up to 32×. */
    LOGIN_THROTTLE_DELAY_MS: z.coerce.number().int().min(0).default(1000),
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
    /** How long a storage call may wait to connect, or wait with no byte moving, before it fails. */
    S3_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** The largest file the File manager and the CSV tools accept: 200 MB. */
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(200 * 1024 * 1024),
    /** CSV tool jobs one instance runs at once (lib/multipart/csv-work-pool.ts); each may take a few hundred MB. */
    CSV_POOL_SIZE: z.coerce.number().int().positive().max(64).default(2),
    /** CSV tool jobs that may wait for a slot; past it a new one is refused (503 with Retry-After). */
    CSV_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(8),
    /**
     * How many proxies stand in front of the app (docs/architecture.md): the N-th address from the end of X-Forwarded-For is
     * the client's. 0 (the default): the header is ignored and the socket's address is the client's.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Rate limits of the public routes per client address (CLARIFICATIONS 44), requests a minute. */
    RATE_LIMIT_SURCHARGE_PER_MINUTE: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_TRACKING_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /** Shippo's API (the `shippo` SDK's serverURL); the stand-in in dev and tests. */
    SHIPPO_API_URL: z.string().url().default("https://api.goshippo.com"),
    /** Time-out of one Shippo call (the SDK has none by default); a label purchase must fit in the browser's 60 s. */
    SHIPPO_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** Time-out of the desk's ship-to check as an order opens (CLARIFICATIONS 62): past it, "Address not checked". */
    ADDRESS_CHECK_TIMEOUT_MS: z.coerce.number().int().positive().max(30_000).default(5_000),
    /** Where Shippo's OAuth authorize and token pages live (on the stand-in: the same origin as the API). */
    SHIPPO_OAUTH_URL: z.string().url().default("https://goshippo.com"),
    SHIPPO_OAUTH_CLIENT_ID: z.string().min(1).optional(),
    SHIPPO_OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
    /** Shippo's HMAC signing secret for webhooks (granted on request); when set, unsigned deliveries are refused. */
    SHIPPO_WEBHOOK_SECRET: z.string().min(8).optional(),
    /** A shipment not yet delivered and not heard of for this long is re-read from Shippo (the webhook backstop). */
    TRACKING_BACKSTOP_SILENT_MINUTES: z.coerce.number().positive().default(360),
    /** How often the backstop looks; 0 turns background jobs off in this process. */
    TRACKING_BACKSTOP_EVERY_MINUTES: z.coerce.number().min(0).default(15),
    /** Stripe's API origin; unset: Stripe itself. The stand-in in dev and tests. */
    STRIPE_API_URL: z.string().url().optional(),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where the browser loads Stripe.js from; unset: Stripe's own. */
    STRIPE_JS_URL: z.string().url().default("https://js.stripe.com/v3"),
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
