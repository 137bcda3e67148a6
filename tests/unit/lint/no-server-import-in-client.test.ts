import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import noServerImportInClient from "@/eslint-rules/no-server-import-in-client.mjs";

// A small project on disk: the rule resolves imports from the files themselves.
const files: Record<string, string> = {
  "db/schema.ts": "export const table = 1;\n",
  "lib/reads-db.ts": 'import { table } from "@/db/schema";\nexport const read = () => table;\n',
  "lib/two-steps-down.ts": 'import { read } from "./reads-db";\nexport const wrapped = () => read();\n',
  "lib/names-a-type.ts": 'import type { read } from "./reads-db";\nexport type Reader = typeof read;\n',
  "lib/type-specifiers.ts": 'import { type read } from "./reads-db";\nexport type Reader = typeof read;\n',
  "lib/pure.ts": "export const add = (a: number, b: number) => a + b;\n",
  "lib/cycle-a.ts": 'import { b } from "./cycle-b";\nexport const a = () => b;\n',
  "lib/cycle-b.ts": 'import { a } from "./cycle-a";\nexport const b = () => a;\n',
};

let root: string;
let eslint: ESLint;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "lint-client-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.tsx"],
        languageOptions: { parser: tseslint.parser },
        plugins: { e54: { rules: { "no-server-import-in-client": noServerImportInClient } } },
        rules: { "e54/no-server-import-in-client": "error" },
      },
    ],
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function complaints(imports: string, client = true) {
  const text = `${client ? '"use client";\n' : ""}${imports}\nexport function View() { return null; }\n`;
  const [result] = await eslint.lintText(text, { filePath: path.join(root, "components/view.tsx") });
  return result.messages.map((m) => m.message);
}

describe("a client component importing server code", () => {
  it("is refused when the module reaches the database two imports down, naming the module it imported", async () => {
    expect(await complaints('import { wrapped } from "@/lib/two-steps-down";')).toEqual([
      expect.stringContaining("lib/two-steps-down.ts, a server module"),
    ]);
  });

  it("is refused for the database itself and for a module that imports it", async () => {
    expect(await complaints('import { table } from "@/db/schema";')).toHaveLength(1);
    expect(await complaints('import { read } from "../lib/reads-db";')).toHaveLength(1);
  });

  it("passes for type-only imports, which are erased, however they are written", async () => {
    expect(await complaints('import type { Reader } from "@/lib/names-a-type";')).toEqual([]);
    expect(await complaints('import { type read } from "@/lib/reads-db";')).toEqual([]);
    expect(await complaints('import { type Reader } from "@/lib/type-specifiers";')).toEqual([]);
  });

  it("passes for modules that reach no server code, cycles included", async () => {
    expect(await complaints('import { add } from "@/lib/pure";\nimport { a } from "@/lib/cycle-a";')).toEqual([]);
  });

  it("says nothing about a server component", async () => {
    expect(await complaints('import { wrapped } from "@/lib/two-steps-down";', false)).toEqual([]);
  });
});
