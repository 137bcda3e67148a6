// Starts the local stand-ins for the outside systems (dev and tests only; the app reaches them over HTTP).
import { startErpSim } from "@/sim/erp/server";
import { startShippoSim } from "@/sim/shippo/server";
import { startS3StandIn } from "./s3-stand-in";
import { startStripeStandIn } from "./stripe-stand-in";

export type StandIns = {
  erpBaseUrl: string;
  /** Environment for the app so it talks to these stand-ins. */
  env: Record<string, string>;
  printable: string[];
  close(): Promise<void>;
};

export const DEV_STRIPE_WEBHOOK_SECRET = "whsec_e54_local_development_only";

/** The portal's OAuth client at the Shippo stand-in (Connect with Shippo), and the settings that point at it. */
export const DEV_SHIPPO_OAUTH = { clientId: "e54-portal-dev", clientSecret: "e54-portal-dev-oauth-secret" };

export async function configureShippoOauth(shippoUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${shippoUrl}/__control/config`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      oauth_client_id: DEV_SHIPPO_OAUTH.clientId,
      oauth_client_secret: DEV_SHIPPO_OAUTH.clientSecret,
    }),
  });
  if (!res.ok) throw new Error(`Shippo stand-in refused the OAuth config: ${res.status}`);
  return {
    SHIPPO_OAUTH_URL: shippoUrl,
    SHIPPO_OAUTH_CLIENT_ID: DEV_SHIPPO_OAUTH.clientId,
    SHIPPO_OAUTH_CLIENT_SECRET: DEV_SHIPPO_OAUTH.clientSecret,
  };
}

/** `appUrl` is where the app will listen, so Stripe's stand-in can deliver webhooks to it. */
export async function startStandIns(opts: {
  dataDir: string;
  appUrl: string;
  erpHost?: string;
  ports?: "fixed" | "free";
}): Promise<StandIns> {
  const fixed = opts.ports !== "free";
  const erp = await startErpSim({ host: opts.erpHost ?? process.env.ERP_SIM_HOST ?? "127.0.0.1" });
  const shippo = await startShippoSim({ port: fixed ? 4570 : 0 });
  const shippoOauth = await configureShippoOauth(shippo.url);
  const stripe = await startStripeStandIn({
    port: fixed ? 4571 : 0,
    webhookUrl: `${opts.appUrl}/api/webhooks/stripe`,
    webhookSecret: DEV_STRIPE_WEBHOOK_SECRET,
  });
  // File storage: s3rver with its data in <dataDir>/s3, unless S3_ENDPOINT points at real storage already.
  const s3 = process.env.S3_ENDPOINT
    ? null
    : await startS3StandIn({ directory: `${opts.dataDir}/s3`, port: fixed ? 4568 : 0 });
  return {
    erpBaseUrl: erp.baseUrl,
    env: {
      SHIPPO_API_URL: shippo.url,
      ...shippoOauth,
      ...stripe.env,
      ...s3?.env,
    },
    printable: [
      `ERP stand-in:    ${erp.ports.map((p) => `${erp.baseUrl}:${p}`).join(", ")}`,
      `Shippo stand-in: ${shippo.url}`,
      `Stripe stand-in: ${stripe.url}`,
      s3
        ? `S3 stand-in:     ${s3.endpoint} (bucket ${s3.bucket}, data in ${opts.dataDir}/s3)`
        : `S3 storage:      ${process.env.S3_ENDPOINT}`,
    ],
    close: async () => {
      await Promise.all([erp.close(), shippo.close(), stripe.close(), s3?.close()]);
    },
  };
}
