// `tsx sim/stripe/cli.ts --port 4571 [--host 127.0.0.1] [--webhook-url URL --webhook-secret whsec_…]`
import { parseArgs } from "node:util";
import { startStripeSim } from "./server";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4571" },
    host: { type: "string", default: "127.0.0.1" },
    "webhook-url": { type: "string" },
    "webhook-secret": { type: "string" },
  },
});

const sim = await startStripeSim({
  host: values.host,
  port: Number(values.port),
  webhookUrl: values["webhook-url"],
  webhookSecret: values["webhook-secret"],
});
console.log(`stripe stand-in listening on ${sim.url} (Stripe.js stand-in: ${sim.url}/v3/stripe.js)`);
if (!values["webhook-url"]) console.log("stripe stand-in: no --webhook-url; events are recorded but not sent");

const stop = () => {
  void sim.close().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
