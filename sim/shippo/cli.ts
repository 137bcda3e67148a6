// `tsx sim/shippo/cli.ts --port 4570 [--host 127.0.0.1] [--auto-advance-ms 30000] [--webhook-secret s]`
import { parseArgs } from "node:util";
import { startShippoSim } from "./server";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4570" },
    host: { type: "string", default: "127.0.0.1" },
    "auto-advance-ms": { type: "string" },
    "webhook-secret": { type: "string" },
    "oauth-redirect-uri": { type: "string" },
  },
});

const sim = await startShippoSim({ host: values.host, port: Number(values.port) });
const config: Record<string, unknown> = {};
if (values["auto-advance-ms"]) config.auto_advance_ms = Number(values["auto-advance-ms"]);
if (values["webhook-secret"]) config.webhook_secret = values["webhook-secret"];
if (values["oauth-redirect-uri"]) config.oauth_redirect_uri = values["oauth-redirect-uri"];
if (Object.keys(config).length > 0) {
  await fetch(`${sim.url}/__control/config`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(config),
  });
}
console.log(`shippo stand-in listening on ${sim.url}`);

const stop = () => {
  void sim.close().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
