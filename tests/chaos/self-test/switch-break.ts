// The checker's side of the self-test's broken copies (break-hook.mjs): registering the hook, switching a copy on.
import { register } from "node:module";
import { fileURLToPath } from "node:url";
import { BROKEN_COPIES } from "./broken-copies";

type Switches = { __e54ChaosBreak?: string | null; __e54ChaosBreaksLoaded?: Set<string> };
const switches = globalThis as Switches;

/**
 * Registers the hook that compiles each file holding a broken copy with the copy beside the original. Must run
 * before the code under test is imported: the checker imports the flows only after this.
 */
export function registerBrokenCopies() {
  const breaks = BROKEN_COPIES.map(({ id, file, find, replace, statement }) => ({
    id,
    file,
    find,
    replace,
    statement,
  }));
  // The copies name their files from the repository's root, three folders up from here.
  const root = fileURLToPath(new URL("../../../", import.meta.url));
  register(new URL("./break-hook.mjs", import.meta.url), { data: { root, breaks } });
}

/** The broken copy that runs from now on (null: every original). */
export function switchBreak(id: string | null) {
  switches.__e54ChaosBreak = id;
}

/** Whether the module holding this broken copy was loaded through the hook (else the switch would change nothing). */
export const breakLoaded = (id: string) => switches.__e54ChaosBreaksLoaded?.has(id) ?? false;
