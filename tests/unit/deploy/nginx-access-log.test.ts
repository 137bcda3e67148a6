import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue 24, point 8: deploy/nginx.conf's access log never holds a Shippo webhook URL's secret (CLARIFICATIONS 46).
// tests/e2e/scale-out.spec.ts runs nginx with this format and reads its log; this reads the file itself.
const conf = readFileSync("deploy/nginx.conf", "utf8");

describe("deploy/nginx.conf's access log", () => {
  it("is written by every server in the masked format, whose request is the masked path", () => {
    const format = /^log_format e54_masked [\s\S]*?;$/m.exec(conf)?.[0] ?? "";
    expect(format).toContain("$e54_loggable_uri");
    // No variable that holds the raw path: $request (the request line), $request_uri, $uri, $args.
    expect(format).not.toMatch(/\$(request|request_uri|uri|args|query_string|document_uri)(?![A-Za-z0-9_])/);
    const servers = conf.match(/^server \{[\s\S]*?^\}$/gm) ?? [];
    expect(servers.length).toBeGreaterThan(0);
    for (const server of servers) expect(server).toMatch(/^\s*access_log \S+ e54_masked;$/m);
  });

  it("masks the secret of a webhook's path and leaves other paths as they came", () => {
    const rule = /^map \$request_uri \$e54_loggable_uri \{\s*"~\*(.+)" (\S+);\s*default \$request_uri;\s*\}$/m.exec(
      conf,
    );
    expect(rule).not.toBeNull();
    const [, pattern, replacement] = rule!;
    const loggable = (uri: string) =>
      new RegExp(pattern, "i").test(uri) ? uri.replace(new RegExp(pattern, "i"), replacement) : uri;

    expect(loggable("/api/webhooks/shippo/Zx81-kq_Wm3a9Pd0sV7tB2yL")).toBe("/api/webhooks/shippo/***");
    expect(loggable("/api/webhooks/shippo/Zx81-kq_Wm3a9Pd0sV7tB2yL?test=1")).toBe("/api/webhooks/shippo/***?test=1");
    expect(loggable("//API/Webhooks//shippo/Zx81-kq_Wm3a9Pd0sV7tB2yL")).toBe("//API/Webhooks//shippo/***");
    expect(loggable("/ship-station?invoice=S1000777")).toBe("/ship-station?invoice=S1000777");
  });
});
