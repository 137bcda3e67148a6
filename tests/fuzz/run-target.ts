// The property runner: fast-check draws inputs for one target, counts them, and on a difference shrinks it to a
// small input; then it carries on with the next seed, passing the kinds of difference already found, so one long run
// reports every kind it meets (up to `maxKinds`) instead of the first one only.
import fc from "fast-check";
import type { Difference } from "./compare-scan";
import { showValue } from "./show-input";

/** What one input gave: the differences with the references, and whether it was a broken file or a capped one. */
export type Outcome = {
  differences: Difference[];
  /** The reference refuses the file (a broken quote, bad bytes, a bound): compared as a refusal. */
  brokenInput: boolean;
  /** The tool refused the file with a 4xx naming a bound of its own (a cap the reference does not have). */
  capped: boolean;
};

export type Target<C> = {
  name: string;
  arbitrary: fc.Arbitrary<C>;
  run: (input: C) => Promise<Outcome>;
  show: (input: C) => string;
};

export type Found = { difference: Difference; input: string; seed: number; path: string };

export type TargetReport = {
  target: string;
  inputs: number;
  brokenInputs: number;
  capped: number;
  /** Inputs with at least one difference (counted before shrinking). */
  disagreeing: number;
  /** Inputs per kind of difference. */
  kinds: Map<string, number>;
  found: Found[];
  seconds: number;
};

export type FuzzOptions = {
  runs: number;
  seed: number;
  path?: string;
  maxKinds?: number;
  /** Stop drawing after this long (the inputs drawn so far are reported). */
  seconds?: number;
  log?: (line: string) => void;
};

export async function fuzzTarget<C>(target: Target<C>, options: FuzzOptions): Promise<TargetReport> {
  const started = Date.now();
  const report: TargetReport = {
    target: target.name,
    inputs: 0,
    brokenInputs: 0,
    capped: 0,
    disagreeing: 0,
    kinds: new Map(),
    found: [],
    seconds: 0,
  };
  const known = new Set<string>();
  // maxKinds 0 only counts: no input fails the property, so nothing is shrunk (a quick census of the kinds).
  const maxKinds = options.maxKinds ?? 10;
  for (let seed = options.seed; report.inputs < options.runs && report.found.length < Math.max(1, maxKinds); seed++) {
    // Once an input shows a new kind of difference, fast-check only shrinks: the shrunk inputs must show that kind.
    let shrinking: string | null = null;
    const property = fc.asyncProperty(target.arbitrary, async (input) => {
      const outcome = await target.run(input);
      const signatures = outcome.differences.map((d) => d.signature);
      if (shrinking !== null) return !signatures.includes(shrinking);
      report.inputs++;
      if (outcome.brokenInput) report.brokenInputs++;
      if (outcome.capped) report.capped++;
      if (signatures.length > 0) report.disagreeing++;
      for (const s of new Set(signatures)) report.kinds.set(s, (report.kinds.get(s) ?? 0) + 1);
      if (report.inputs % 1000 === 0)
        options.log?.(`${target.name}: ${report.inputs} inputs, ${report.disagreeing} disagreeing`);
      const fresh = signatures.find((s) => !known.has(s));
      if (fresh === undefined || maxKinds === 0) return true;
      shrinking = fresh;
      return false;
    });
    const numRuns = options.runs - report.inputs;
    const left =
      options.seconds === undefined ? undefined : Math.max(1, options.seconds * 1000 - (Date.now() - started));
    const details = await fc.check(property, { seed, numRuns, path: options.path, interruptAfterTimeLimit: left });
    if (!details.failed || !details.counterexample || shrinking === null) break;
    const [input] = details.counterexample;
    const outcome = await target.run(input);
    const difference = outcome.differences.find((d) => d.signature === shrinking) ?? outcome.differences[0];
    known.add(shrinking);
    report.found.push({ difference, input: target.show(input), seed, path: details.counterexamplePath ?? "" });
    options.log?.(`${target.name}: found "${shrinking}"`);
    if (options.path !== undefined) break;
  }
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

/** The table line of one target. */
export function showSummary(r: TargetReport): string {
  return `${r.target.padEnd(14)} ${String(r.inputs).padStart(8)} inputs  ${String(r.brokenInputs).padStart(7)} broken  ${String(r.capped).padStart(5)} capped  ${String(r.disagreeing).padStart(6)} disagreeing  ${r.found.length} kinds  ${r.seconds.toFixed(0)} s`;
}

/** Inputs per kind of difference, most frequent first. */
export function showKinds(r: TargetReport): string[] {
  return [...r.kinds].sort((a, b) => b[1] - a[1]).map(([kind, n]) => `${String(n).padStart(8)}  [${r.target}] ${kind}`);
}

/** Each kind of difference with its shrunk input, both answers and the command that replays it. */
export function showFound(r: TargetReport): string[] {
  return r.found.map((f, k) =>
    [
      `[${r.target} #${k + 1}] ${f.difference.signature}`,
      f.input,
      `ours:      ${showValue(f.difference.ours)}`,
      `reference: ${showValue(f.difference.reference)}`,
      `replay:    npm run fuzz -- --target ${r.target} --seed ${f.seed} --path ${f.path}`,
    ].join("\n"),
  );
}
