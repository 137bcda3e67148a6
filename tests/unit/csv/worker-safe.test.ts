// The screens may run these tools in a browser Web Worker: the core modules must not import Node-only APIs.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { previewFailedMessage, processFailedMessage, processPreviewFailedMessage } from "@/lib/data-tools/messages";

const NODE_ONLY = new Set(["lib/csv/node-file-source.ts", "lib/csv/disk-text-sink.ts"]);

describe("core CSV modules", () => {
  const dirs = ["lib/csv", "lib/data-tools", "lib/inv-bal", "lib/monthly-feed"];
  const files = dirs.flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith(".ts"))
      .map((f) => path.posix.join(d, f)),
  );

  it.each(files.filter((f) => !NODE_ONLY.has(f)))("%s imports no Node-only module", (file) => {
    const source = readFileSync(file, "utf8");
    expect(source).not.toMatch(/from "node:|require\(|\bBuffer\b|\bprocess\./);
    for (const only of NODE_ONLY) expect(source).not.toContain(only.replace(/^lib\//, "").replace(/\.ts$/, ""));
  });
});

describe("data tools alerts", () => {
  it("prefix the reason as spec 3 section 8 writes them", () => {
    expect(previewFailedMessage("Invalid header row. Not enough data.")).toBe(
      "Failed to preview file: Invalid header row. Not enough data.",
    );
    expect(processPreviewFailedMessage("x")).toBe("Failed to preview processing: x");
    expect(processFailedMessage("x")).toBe("Failed to process file: x");
  });
});
