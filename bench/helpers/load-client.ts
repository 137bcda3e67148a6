// The simulated staff of the load bench, run as a process of its own (node:http and pure helpers only), so the
// bench's set-up and stand-ins never share its event loop. Each simulated staff member signs in the way the Login
// screen does (next-auth: csrf, then the credentials callback, a session cookie back), then works: Home, a contact
// search and an invoice look-up through the ERP proxy, the shipping queue, the file list, the public tracking
// answer, a think time between actions, and signs out and in again every so often. Reads its job from
// LOAD_CLIENT_JOB (JSON) and prints a LoadClientResult as one JSON line.
import { Agent, request } from "node:http";
import { recordRequest, type LoadRecord } from "./latency-summary";
import { seededRandom } from "./seeded-random";

export type LoadUser = {
  email: string;
  password: string;
  /** The address nginx would append to X-Forwarded-For. */ address: string;
};
export type LoadClientJob = {
  origin: string;
  users: LoadUser[];
  seconds: number;
  /** Mean pause between one user's actions (uniform over 0.5–1.5 of it); 0 is a closed loop. */
  thinkMs: number;
  /** Actions between a user's sign-out and next sign-in. */
  signInEvery: number;
  contactKeywords: string[];
  shipTos: string[];
  branches: string[];
  /** Invoices with shipments, for the public tracking answer. */
  invoices: string[];
};
export type LoadClientResult = { seconds: number; record: LoadRecord };

const TIMEOUT_MS = 30_000;

type Answer = { status: number; body: string; cookies: string[] };

function send(
  agent: Agent,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers =
      init.body === undefined
        ? init.headers
        : { ...init.headers, "content-length": String(Buffer.byteLength(init.body)) };
    const req = request(url, { agent, method: init.method, headers, timeout: TIMEOUT_MS }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (t: string) => (body += t));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, cookies: res.headers["set-cookie"] ?? [] }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "timeout" })));
    req.on("error", reject);
    req.end(init.body);
  });
}

/** One simulated staff member: a cookie jar, an address, a random stream of its own. */
class Staff {
  private cookies = new Map<string, string>();
  private readonly random: () => number;

  constructor(
    private readonly job: LoadClientJob,
    private readonly user: LoadUser,
    private readonly agent: Agent,
    private readonly record: LoadRecord | null,
    seed: number,
  ) {
    this.random = seededRandom(seed);
  }

  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.random() * xs.length)];
  }

  think(): Promise<void> {
    const ms = this.job.thinkMs * (0.5 + this.random());
    return ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve();
  }

  /** One timed request; false when it failed (recorded as an error of its kind). */
  async call(
    kind: string,
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Answer | null> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const headers: Record<string, string> = {
      "x-forwarded-for": this.user.address,
      accept: "application/json, text/html",
      ...(cookie ? { cookie } : {}),
      ...init.headers,
    };
    const started = performance.now();
    try {
      const answer = await send(this.agent, `${this.job.origin}${path}`, {
        method: init.method ?? "GET",
        headers,
        body: init.body,
      });
      for (const c of answer.cookies) {
        const [pair] = c.split(";");
        const at = pair.indexOf("=");
        const value = pair.slice(at + 1);
        if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(pair.slice(0, at));
        else this.cookies.set(pair.slice(0, at), value);
      }
      const ok = answer.status === 200;
      this.note(kind, performance.now() - started, ok ? undefined : String(answer.status));
      return ok ? answer : null;
    } catch (err) {
      this.note(kind, performance.now() - started, (err as NodeJS.ErrnoException).code ?? "network");
      return null;
    }
  }

  private note(kind: string, ms: number, error?: string) {
    if (this.record) recordRequest(this.record, kind, ms, error);
  }

  async signIn(): Promise<boolean> {
    this.cookies.clear();
    const csrf = await this.call("sign-in: GET /api/auth/csrf", "/api/auth/csrf");
    if (!csrf) return false;
    const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
    const form = new URLSearchParams({
      csrfToken,
      email: this.user.email,
      password: this.user.password,
      callbackUrl: `${this.job.origin}/home`,
      json: "true",
    });
    const signedIn = await this.call("sign-in: POST /api/auth/callback/credentials", "/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    return signedIn !== null && [...this.cookies.keys()].some((k) => k.endsWith("next-auth.session-token"));
  }

  signOut() {
    return this.call("sign-out: POST /api/auth/logout", "/api/auth/logout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
  }

  private erp(kind: string, url: string, params: Record<string, string | number | boolean>) {
    return this.call(kind, "/api/erp-proxy", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ method: "GET", url, params }),
    });
  }

  /** The screens' work, one request each (what the browser asks of the server when the user acts). */
  readonly actions: (() => Promise<unknown>)[] = [
    () => this.call("Home: GET /home", "/home"),
    () =>
      this.erp("contact search: POST /api/erp-proxy GET /Contacts", "/Contacts", {
        keyword: this.pick(this.job.contactKeywords),
        includeTotalItems: true,
      }),
    () =>
      this.erp("invoice look-up: POST /api/erp-proxy GET /SalesOrders", "/SalesOrders", {
        ShipTo: this.pick(this.job.shipTos),
        OrderStatus: "Invoice",
        includeTotalItems: true,
        sort: "-shipDate",
        startIndex: 1,
        pageSize: 25,
      }),
    () =>
      this.call(
        "shipping queue: GET /api/ship-station/orders",
        `/api/ship-station/orders?branch=${this.pick(this.job.branches)}`,
      ),
    () => this.call("file list: GET /api/wasabi/list", "/api/wasabi/list"),
    () =>
      this.call(
        "public tracking: GET /api/shipments/by-invoice/{invoice}",
        `/api/shipments/by-invoice/${encodeURIComponent(this.pick(this.job.invoices))}`,
      ),
  ];

  /** Signs in, then works until `until` (performance.now()), signing out and in every job.signInEvery actions. */
  async work(until: number) {
    await this.think();
    let signedIn = await this.signIn();
    for (let done = 0; performance.now() < until; done++) {
      if (!signedIn || (done > 0 && done % this.job.signInEvery === 0)) {
        if (signedIn) await this.signOut();
        await this.think();
        signedIn = await this.signIn();
        continue;
      }
      await this.think();
      if (performance.now() >= until) break;
      await this.pick(this.actions)();
    }
  }
}

async function main() {
  const job = JSON.parse(process.env.LOAD_CLIENT_JOB ?? "") as LoadClientJob;
  const agent = new Agent({ keepAlive: true, maxSockets: job.users.length });
  // Warm-up, not recorded: the server loads each route's code on its first request.
  const warm = new Staff(job, job.users[0], agent, null, 1);
  await warm.signIn();
  for (const action of warm.actions) await action();
  await warm.signOut();

  const record: LoadRecord = {};
  const started = performance.now();
  const until = started + job.seconds * 1000;
  await Promise.all(job.users.map((u, i) => new Staff(job, u, agent, record, i + 2).work(until)));
  const result: LoadClientResult = { seconds: (performance.now() - started) / 1000, record };
  agent.destroy();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();
