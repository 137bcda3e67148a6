// nginx in front of the benches' instances: the proxy settings of deploy/nginx.conf, over plain http on a free port.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { freePort } from "@/scripts/free-port";
import { stop, waitForServer } from "./next-server";

/** Debian's nginx, if installed (`apt-get install nginx`). */
export function findNginx(): string | undefined {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(candidate)) return candidate;
  const which = spawnSync("which", ["nginx"], { encoding: "utf8" });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

function config(prefix: string, port: number, upstreams: string[]): string {
  const asRoot = process.getuid?.() === 0;
  return `${asRoot ? "user root;\n" : ""}worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream e54_portal {
${upstreams.map((u) => `    server ${u};`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 250m;
    proxy_request_buffering off;
    location / {
      proxy_pass http://e54_portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
      proxy_buffering off;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

/** nginx balancing over `upstreams` (host:port), in the foreground; resolves once it answers. */
export async function startNginx(binary: string, prefix: string, upstreams: string[]) {
  await mkdir(prefix, { recursive: true });
  const port = await freePort();
  const file = path.join(prefix, "nginx.conf");
  await writeFile(file, config(prefix, port, upstreams));
  const child = spawn(binary, ["-p", prefix, "-c", file, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${origin}/api/auth/login`, child, 30_000);
  } catch (err) {
    await stop(child);
    throw err;
  }
  return { origin, pid: child.pid, close: () => stop(child) };
}
