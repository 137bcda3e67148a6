// nginx in front of the benches' instances: the proxy settings of deploy/nginx.conf, over plain http on a free port.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { freePort } from "@/scripts/free-port";
import { stop, waitForServer } from "./next-server";

/** Debian's nginx, if installed (`apt-get install nginx`). */
export function findNginx(): string | undefined {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(candidate)) return candidate;
  const which = spawnSync("which", ["nginx"], { encoding: "utf8" });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/**
 * deploy/nginx.conf's access log format (the `map` that masks a webhook's secret and the `log_format` that uses
 * it), as written there, so what runs here logs as production does.
 */
export async function deployAccessLogFormat(): Promise<string> {
  const conf = await readFile(path.join(process.cwd(), "deploy/nginx.conf"), "utf8");
  const map = /^map \$request_uri [\s\S]*?^\}$/m.exec(conf)?.[0];
  const format = /^log_format e54_masked [\s\S]*?;$/m.exec(conf)?.[0];
  if (!map || !format) throw new Error("deploy/nginx.conf has no `map $request_uri` block or `log_format e54_masked`");
  return `${map}\n${format}`;
}

/**
 * deploy/nginx.conf's public tracking micro-cache and per-address limit, as written there: the http-level lines
 * (cache path, moved under `prefix`; the session map; the limit's zone) and the tracking answer's `location`.
 */
export async function deployTrackingCache(prefix: string): Promise<{ http: string; location: string }> {
  const conf = await readFile(path.join(process.cwd(), "deploy/nginx.conf"), "utf8");
  const cachePath = /^proxy_cache_path \S+ (.*);$/m.exec(conf);
  const map = /^map \$http_cookie \$e54_session_cookie [\s\S]*?^\}$/m.exec(conf)?.[0];
  const zone = /^limit_req_zone .*;$/m.exec(conf)?.[0];
  const location = /^ *location \^~ \/api\/shipments\/by-invoice\/ \{[\s\S]*?^ *\}$/m.exec(conf)?.[0];
  if (!cachePath || !map || !zone || !location)
    throw new Error(
      "deploy/nginx.conf has no tracking micro-cache (proxy_cache_path, session map, limit_req_zone, location)",
    );
  return { http: `proxy_cache_path ${prefix}/tracking-cache ${cachePath[1]};\n${map}\n${zone}`, location };
}

type ConfigExtras = { accessLog: string | null; trackingCache: { http: string; location: string } | null };

/** `accessLog`: log each request to `${prefix}/access.log` in deploy/'s format (benches leave it off). */
function config(prefix: string, port: number, upstreams: string[], extras: ConfigExtras): string {
  const { accessLog, trackingCache } = extras;
  const asRoot = process.getuid?.() === 0;
  return `${asRoot ? "user root;\n" : ""}worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 9000; }
http {
${accessLog ? `${accessLog}\n  access_log ${prefix}/access.log e54_masked;` : "  access_log off;"}
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${trackingCache?.http ?? ""}
  upstream e54_portal {
${upstreams.map((u) => `    server ${u};`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 250m;
    proxy_request_buffering off;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $host;
    proxy_buffering off;
    proxy_read_timeout 120s;
    location / {
      proxy_pass http://e54_portal;
    }
${trackingCache?.location ?? ""}
  }
}
`;
}

/** nginx balancing over `upstreams` (host:port), in the foreground; resolves once it answers. */
export async function startNginx(
  binary: string,
  prefix: string,
  upstreams: string[],
  opts: { accessLog?: boolean; trackingCache?: boolean } = {},
) {
  await mkdir(prefix, { recursive: true });
  const port = await freePort();
  const file = path.join(prefix, "nginx.conf");
  const extras = {
    accessLog: opts.accessLog ? await deployAccessLogFormat() : null,
    trackingCache: opts.trackingCache ? await deployTrackingCache(prefix) : null,
  };
  await writeFile(file, config(prefix, port, upstreams, extras));
  const child = spawn(binary, ["-p", prefix, "-c", file, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${origin}/api/auth/login`, child, 30_000);
  } catch (err) {
    await stop(child);
    throw err;
  }
  return { origin, pid: child.pid, accessLog: path.join(prefix, "access.log"), close: () => stop(child) };
}
