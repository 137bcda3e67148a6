import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import { serialize } from "pg-protocol";

export type PgliteClient = Pick<PGlite, "exec" | "execProtocolRawStream" | "_runExclusiveTransaction" | "_runExclusiveQuery">;

// One PREPARE per database and statement: its promise until done, then `true`, so a prepared statement costs no
// await. A dev-server reload brings a new copy of this module, and so a new map.
const statements = new WeakMap<PgliteClient, Map<string, Promise<void> | true>>();

function prepared(client: PgliteClient, name: string, sql: string): Promise<void> | true {
  let byName = statements.get(client);
  if (!byName) statements.set(client, (byName = new Map()));
  const known = byName.get(name);
  if (known) return known;
  const ready = client.exec(`PREPARE ${name} AS ${sql}`).then(
    () => void byName.set(name, true),
    (err: { code?: string }) => {
      // Prepared already by an earlier copy of this module (a development reload): the name holds the text's hash.
      if (err.code !== "42P05") {
        byName.delete(name);
        throw err;
      }
      byName.set(name, true);
    },
  );
  byName.set(name, ready);
  return ready;
}

/** A message's type byte, its payload's start and the next message's start (the length counts itself, not the type). */
function* messages(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 5 <= bytes.length; ) {
    const end = at + 1 + view.getInt32(at + 1);
    yield { type: bytes[at], start: at + 5, end, view };
    at = end;
  }
}

function firstField(bytes: Uint8Array, start: number, view: DataView): string | null {
  if (view.getInt16(start) === 0) return null;
  const length = view.getInt32(start + 2);
  return length < 0 ? null : Buffer.from(bytes.buffer, bytes.byteOffset + start + 6, length).toString("utf8");
}

/** PostgreSQL's ErrorResponse fields (C: SQLSTATE, M: message) as an Error with a `code`, like node-postgres's. */
function errorFrom(bytes: Uint8Array, start: number, end: number): Error & { code?: string } {
  const fields: Record<string, string> = {};
  for (let at = start; at < end && bytes[at] !== 0; ) {
    const stop = bytes.indexOf(0, at + 1);
    fields[String.fromCharCode(bytes[at])] = Buffer.from(bytes.subarray(at + 1, stop)).toString("utf8");
    at = stop + 1;
  }
  return Object.assign(new Error(fields.M ?? "database error"), { code: fields.C });
}

const DATA_ROW = 0x44; // 'D'
const ERROR = 0x45; // 'E'

/**
 * A read by primary key that runs on every request, on PGlite: prepared once, then run by name with the wire
 * protocol's Bind, Execute and Sync (what node-postgres sends), answering the first row's first column as text.
 * An EXECUTE statement through `exec` cost twice as much in WebAssembly, and PGlite's own decoding of the answer
 * (which `execProtocolRaw` still runs) a third as much again: the bytes come raw and only the one value is read.
 * Both of PGlite's locks are taken, as its own calls take them: the read waits for another caller's open
 * transaction instead of running inside it (or failing in it, when that one has already failed).
 * `name` must be a plain identifier, `values` texts the statement's parameters accept.
 */
export async function runPreparedPglite(client: PgliteClient, name: string, sql: string, values: string[]): Promise<string | null> {
  const ready = prepared(client, name, sql);
  if (ready !== true) await ready;
  const message = Buffer.concat([serialize.bind({ statement: name, values }), serialize.execute(), serialize.sync()]);
  // The answer arrives as views of PGlite's memory, which its next call overwrites: each is copied.
  const chunks: Uint8Array[] = [];
  const onRawData = (data: Uint8Array) => void chunks.push(data.slice());
  await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => client.execProtocolRawStream(message, { syncToFs: false, onRawData })));
  const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  let value: string | null = null;
  for (const m of messages(bytes)) {
    if (m.type === ERROR) throw errorFrom(bytes, m.start, m.end);
    if (m.type === DATA_ROW && value === null) value = firstField(bytes, m.start, m.view);
  }
  return value;
}
