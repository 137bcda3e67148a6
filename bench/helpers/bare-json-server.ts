// The load bench's yardstick: a bare node:http server answering every request with the same JSON from memory (the
// portal's public tracking answer, captured once), in a process of its own like the portal's. Prints
// "listening on <port>" once it listens. BARE_JSON_BODY holds the answer.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const body = Buffer.from(process.env.BARE_JSON_BODY ?? "{}");
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
  res.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => console.log(`listening on ${(server.address() as AddressInfo).port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
