// The schedule model of the fault-schedule checker (issue 24, point 9): what a schedule is made of, what a flow
// must provide, and what the checker observes. No I/O here.

/** Every stand-in knob a schedule may switch on before one of its steps. */
export const ALL_FAULTS = [
  "lost-answer", // the write is carried out, its answer never comes (ERP dropAnswerNext, Shippo lose-next-transaction)
  "late-answer", // the write is carried out, its answer comes after our time-out (ERP slowAnswerNext, Shippo hang)
  "write-4xx",
  "write-429",
  "write-5xx",
  "read-4xx", // a read of ours (recovery, look-alikes, the settings) refused
  "read-429",
  "read-5xx",
  "session-expired", // every ERP session ends; the clerk signs in again after the step
  "shippo-queued", // Shippo keeps the purchase QUEUED for the next reads
  "db-drop", // our database connections are terminated while the outside call is out (PostgreSQL only)
  "storage-down", // the file store refuses connections
  "refund-refused-later", // Shippo answers the refund PENDING, and the carrier turns it down (ERROR) a read later
] as const;
export type Fault = (typeof ALL_FAULTS)[number];

/** What the user (or Stripe) does in a step: press once, press twice at once, press on two instances, Check Again. */
export const MOVES = ["submit", "double-click", "two-instances", "check-again"] as const;
/** Moves only some flows make (a flow lists them in its `moves`, and its attempt says how). */
export const FLOW_MOVES = [
  // One press, then the browser goes away: no later press, nobody reads the progress; the server finishes or not.
  "browser-gone",
  // A freight post for the label lands while its void is under way (CLARIFICATIONS 57: refused with 409).
  "freight-race",
  // Ship Package again for the voided label's package (a new label only once the refund is done).
  "buy-again",
  // A second branch closes out on the same carrier account, then this branch presses Close Out.
  "other-branch",
] as const;
export type Move = (typeof MOVES)[number] | (typeof FLOW_MOVES)[number];

export type Step = { fault: Fault | null; move: Move };
export type Schedule = Step[];

/**
 * One answer the user got: the HTTP status, the error code, and for Check Again the state it reported. `of` names
 * the action when a move presses something besides the flow's own button (the freight post of a `freight-race`):
 * the flow's `check` judges those. `said` is what the answer said beyond its status (a refund's state, a label's
 * tracking number, a manifest's id), for the flow's checks and the report.
 */
export type Answer = {
  status: number;
  code?: string;
  state?: "done" | "freed";
  intentId?: string;
  error?: string;
  of?: string;
  said?: string;
};

/** One intent the schedule works on: a fresh key (a new package, form, order or event) per schedule. */
export type Attempt = {
  /** One press of the flow's button; `instance` 1 is a second server instance (another signed-in session). */
  submit(instance: 0 | 1): Promise<Answer>;
  /** The outside effects made for this intent, counted at the stand-in (Stripe: at our database). */
  effects(): Promise<number>;
  /** The intent's kind and a part of its key, to find it for Check Again when no answer named it. */
  intent: { kind: string; keyPart: string };
  /** Flows with no Check Again (a webhook: Stripe only redelivers) leave it out: the move is a redelivery. */
  checkAgain?: (intentId: string) => Promise<Answer>;
  /** The flow's own moves (FLOW_MOVES): each answers what the user got, its own button's answer untagged. */
  moves?: Partial<Record<Move, () => Promise<Answer[]>>>;
  /**
   * What else must hold right after a step (its answers given), as the world then stands: a manifest named is the
   * branch's own, a freight post during a void was refused, a label named is live. Null when all hold.
   */
  check?(answers: readonly Answer[]): Promise<string | null>;
  /** What must hold once the server's jobs have run after the schedule (the money settled). Null when all hold. */
  settled?(observed: readonly Observed[]): Promise<string | null>;
};

/** How a flow's world is made: in vitest from its PGlite dump; the chaos script passes `pgliteTemplate: null`. */
export type WorldOptions = { pgliteTemplate?: string | null };

export type Flow<W = unknown> = {
  name: string;
  /** The knobs that apply to this flow (db-drop is taken out on PGlite, where no connection can drop). */
  faults: readonly Fault[];
  start(opts: WorldOptions): Promise<W>;
  /** Whether a knob can be switched on in this world (a stand-in that does not have it yet); default yes. */
  available?(world: W, fault: Fault): Promise<boolean>;
  /** Schedules run before the drawn ones: the issue's own reports, kept as regressions. */
  examples?: Schedule[];
  /** The moves its schedules draw from; default MOVES. */
  moves?: readonly Move[];
  /**
   * Time passes after the schedule and the server's jobs run as they would (the workflows' resume job, the
   * refunds' settle job), until what they do is done; the checker then counts again and asks `settled`.
   */
  serverJobs?(world: W): Promise<void>;
  /** Resolves once the outside write of the step under way has been carried out (for db-drop); default 150 ms. */
  whenWriteOut?(world: W): Promise<void>;
  fresh(world: W): Promise<Attempt>;
  /** Switch a fault on for the next step; it is cleared when the step ends. */
  arm(world: W, fault: Fault): Promise<void>;
  clearFaults(world: W): Promise<unknown>;
  /** After a step whose ERP sessions expired: the clerk signs in again. */
  signInAgain?(world: W): Promise<void>;
  /** The suite's database server URL, when it has one (db-drop). */
  databaseUrl(world: W): string | undefined;
  db(world: W): import("@/db/client").Db;
  close(world: W): Promise<void>;
};

/** One step as the checker saw it: its answers, and the outside effects counted right after it. */
export type Observed = { step: number; move: Move | "settle" | "jobs"; answers: Answer[]; effects: number };

export type ScheduleOutcome = {
  schedule: Schedule;
  observed: Observed[];
  effects: number;
  faultsInjected: number;
  violation: string | null;
};
