// Starts the local stand-ins for the outside systems (dev and tests only; the app reaches them over HTTP).
import { startErpSim } from "@/sim/erp/server";
import { startShippoSim } from "@/sim/shippo/server";
import { startStripeSim } from "@/sim/stripe/server";
import { startS3StandIn } from "./s3-stand-in";

export type StandIns = {
  erpBaseUrl: string;
  /** Environment for the app so it talks to these stand-ins. */
  env: Record<string, string>;
  printable: string[];
  close(): Promise<void>;
};

export const DEV_STRIPE_WEBHOOK_SECRET = "whsec_e54_local_development_only";

/** `appUrl` is where the app will listen, so Stripe's stand-in can deliver webhooks to it. */
export async function startStandIns(opts: { dataDir: string; appUrl: string; erpHost?: string; ports?: "fixed" | "free" }): Promise<StandIns> {
  const fixed = opts.ports !== "free";
  const erp = await startErpSim({ host: opts.erpHost ?? process.env.ERP_SIM_HOST ?? "127.0.0.1" });
  const shippo = await startShippoSim({ port: fixed ? 4570 : 0 });
  const stripe = await startStripeSim({
    port: fixed ? 4571 : 0,
    webhookUrl: `${opts.appUrl}/api/webhooks/stripe`,
    webhookSecret: DEV_STRIPE_WEBHOOK_SECRET,
  });
  // File storage: s3rver with its data in <dataDir>/s3, unless S3_ENDPOINT points at real storage already.
  const s3 = process.env.S3_ENDPOINT ? null : await startS3StandIn({ directory: `${opts.dataDir}/s3`, port: fixed ? 4568 : 0 });
  return {
    erpBaseUrl: erp.baseUrl,
    env: {
      SHIPPO_API_URL: shippo.url,
      STRIPE_API_URL: stripe.url,
      STRIPE_SECRET_KEY: "sk_test_e54_local",
      STRIPE_PUBLISHABLE_KEY: "pk_test_e54_local",
      STRIPE_WEBHOOK_SECRET: DEV_STRIPE_WEBHOOK_SECRET,
      STRIPE_JS_URL: `${stripe.url}/v3/stripe.js`,
      ...s3?.env,
    },
    printable: [
      `ERP stand-in:    ${erp.ports.map((p) => `${erp.baseUrl}:${p}`).join(", ")}`,
      `Shippo stand-in: ${shippo.url}`,
      `Stripe stand-in: ${stripe.url}`,
      s3 ? `S3 stand-in:     ${s3.endpoint} (bucket ${s3.bucket}, data in ${opts.dataDir}/s3)` : `S3 storage:      ${process.env.S3_ENDPOINT}`,
    ],
    close: async () => {
      await Promise.all([erp.close(), shippo.close(), stripe.close(), s3?.close()]);
    },
  };
}
