// The broken copies the self-test runs each flow against (issue 36 point 5: a checker that can fail). Each is one
// expression (or statement) of the code under test, changed the way a real regression would change it: a recovery
// that finds nothing, a guard that lets everything through, a job that does nothing. `caughtBy` names the flows that
// must report a violation against it, each with the schedules that meet it first.
import type { Schedule } from "../model";

export type BrokenCopy = {
  id: string;
  /** The file under test, from the repository's root. */
  file: string;
  /** The text that is broken: exactly once in the file. An expression, or with `statement` a whole statement. */
  find: string;
  replace: string;
  statement?: boolean;
  /** What the broken copy does wrong, in words. */
  broken: string;
  caughtBy: Record<string, Schedule>;
};

const lostThenPress: Schedule = [
  { fault: "lost-answer", move: "submit" },
  { fault: null, move: "submit" },
];

export const BROKEN_COPIES: BrokenCopy[] = [
  {
    id: "label-recovery-finds-nothing",
    file: "lib/shipping/labels/recover-label.ts",
    find: "!bought.length",
    replace: "true",
    broken: "a label purchase whose answer was lost is taken for none made",
    caughtBy: { labels: lostThenPress, "multi-package labels": lostThenPress, batch: lostThenPress },
  },
  {
    id: "queued-purchase-taken-for-none",
    file: "lib/shipping/labels/settled-purchases.ts",
    find: "purchases.some(mayBecomeLabel)",
    replace: "false",
    broken: "a purchase Shippo keeps QUEUED is taken for none made (it is billed once it settles)",
    caughtBy: {
      labels: [
        { fault: "shippo-queued", move: "submit" },
        { fault: null, move: "submit" },
      ],
    },
  },
  {
    id: "workflow-resume-job-idle",
    file: "lib/jobs/job-list.ts",
    find: "await dueWorkflows(db)",
    replace: "[] as string[]",
    broken: "the resume job finds no workflow to finish (only the browser would have)",
    caughtBy: { "desk shipment": [{ fault: "write-5xx", move: "browser-gone" }] },
  },
  {
    id: "refund-recovery-finds-nothing",
    file: "lib/shipping/voids/recover-refund.ts",
    find: "!asked",
    replace: "true",
    broken: "a refund whose answer was lost is taken for none made",
    caughtBy: { "label void": lostThenPress, "void racing freight": lostThenPress },
  },
  {
    id: "refund-read-failure-taken-for-refusal",
    file: "lib/shipping/voids/void-label.ts",
    find: 'logger.warn({ shipmentId: shipment.id, err: err.message }, "refund state not read; answered as last known");',
    replace: "throw err;",
    statement: true,
    broken: "a read of a pending refund's state that Shippo refuses is answered as a refusal of the void",
    caughtBy: {
      "label void": [
        { fault: "shippo-queued", move: "submit" },
        { fault: "read-4xx", move: "submit" },
      ],
    },
  },
  {
    id: "posted-again-recovery-finds-nothing",
    file: "lib/shipping/voids/freight-correction.ts",
    find: "hasLine(order, c.comment(shipment))",
    replace: "false",
    broken: "a freight line posted again (or a reversal) whose answer was lost is taken for none written",
    caughtBy: { "legacy refund refused": lostThenPress },
  },
  {
    id: "refusal-undoes-no-reversal",
    file: "lib/shipping/voids/post-freight-again.ts",
    find: 'reversal?.state === "done"',
    replace: "false",
    broken: "a refused refund of a label the old code voided leaves the freight it took back unposted",
    caughtBy: { "legacy refund refused": [{ fault: null, move: "submit" }] },
  },
  {
    id: "refused-refund-left-voiding",
    file: "lib/shipping/voids/settle-refund.ts",
    find: 'p.refund.refundStatus === "ERROR"',
    replace: "false",
    broken: "a refund the carrier refuses after PENDING leaves the label being voided for good",
    caughtBy: { "label void": [{ fault: "refund-refused-later", move: "submit" }] },
  },
  {
    id: "key-freed-while-refund-pending",
    file: "lib/shipping/voids/settle-refund.ts",
    find: "!refundDone(p.refund.refundStatus)",
    replace: "(await freeLedgerKeys(db, shipment), !refundDone(p.refund.refundStatus))",
    broken: "the package's key is freed while the refund is still PENDING",
    caughtBy: {
      "void racing freight": [
        { fault: "refund-refused-later", move: "submit" },
        { fault: null, move: "buy-again" },
      ],
    },
  },
  {
    id: "label-handed-out-while-voiding",
    file: "lib/shipping/labels/buy-label.ts",
    find: "if (replayed) await refuseWhileVoiding(db, recordsOf(label), LABEL_WHILE_VOIDING);",
    replace: "",
    statement: true,
    broken: "Ship Package answers the package's label while its void is under way (its refund may be done)",
    caughtBy: {
      "label void": [
        { fault: "lost-answer", move: "submit" },
        { fault: null, move: "buy-again" },
      ],
    },
  },
  {
    id: "freight-guard-lets-through",
    file: "lib/shipping/lifecycle/freight-guard.ts",
    find: "now.some((s) => beingVoided(s.moneyState))",
    replace: "false",
    broken: "a freight post is not refused while its label is being voided",
    caughtBy: { "void racing freight": [{ fault: "shippo-queued", move: "freight-race" }] },
  },
  {
    id: "manifest-recovery-any-branch",
    file: "lib/shipping/close-out/recover-manifest.ts",
    find: "!request.transactions",
    replace: "true",
    broken: "a manifest whose answer was lost is recovered by carrier account and day only, whatever branch",
    caughtBy: {
      "close-out manifest": [
        { fault: "lost-answer", move: "submit" },
        { fault: null, move: "other-branch" },
      ],
    },
  },
  {
    id: "drop-failure-swallowed",
    file: "lib/shipping/freight/write-filedrop.ts",
    find: "throw storageError(err, key);",
    replace: "return key;",
    statement: true,
    broken: "a file drop the store refused is answered as written",
    caughtBy: { "freight by file drop": [{ fault: "storage-down", move: "submit" }] },
  },
  {
    id: "freight-line-recovery-blind",
    file: "lib/shipping/freight/recover-freight.ts",
    find: 'hasFreightLine(order, shipment.trackingNumber ?? "")',
    replace: "false",
    broken: "a freight line whose answer came too late is not seen on the order",
    caughtBy: {
      "freight by line item": [
        { fault: "late-answer", move: "submit" },
        { fault: null, move: "submit" },
      ],
    },
  },
  {
    id: "surcharge-line-unseen",
    file: "lib/surcharge/surcharge-line.ts",
    find: "!line",
    replace: "true",
    broken: "an order's surcharge line already there is not seen",
    caughtBy: { surcharge: lostThenPress },
  },
  {
    id: "create-recovery-finds-nothing",
    file: "lib/erp-writes/create-once.ts",
    find: "createdSince(await findSame(), intent.progress.before)[0] ?? null",
    replace: "null",
    broken: "an ERP record whose answer was lost is taken for none made",
    caughtBy: { "vendor creation": lostThenPress, "product creation": lostThenPress },
  },
  {
    id: "password-change-unseen",
    file: "lib/contact-pw/update-web-password.ts",
    find: "ours && now.updateKey !== before.updateKey && changed !== null && changed !== before.passwordLastChanged",
    replace: "false",
    broken: "a password change that landed, its answer lost, is never seen as ours",
    caughtBy: { "web password": lostThenPress },
  },
  {
    id: "grant-read-failure-taken-for-not-live",
    file: "lib/billing/fulfil-checkout-session.ts",
    find: "getStripe().subscriptions.retrieve(session.subscription as string)",
    replace:
      'getStripe().subscriptions.retrieve(session.subscription as string).catch(() => ({ status: "incomplete" }) as Stripe.Subscription)',
    broken: "a subscription Stripe would not answer for is taken for one not paid: the event is done, nothing granted",
    caughtBy: { "stripe grant": [{ fault: "read-429", move: "submit" }] },
  },
  {
    id: "revoke-read-failure-taken-for-kept",
    file: "lib/billing/webhooks/customer-subscription-deleted.ts",
    find: "await otherLiveSubscription(subscription, metadata.data)",
    replace: 'await otherLiveSubscription(subscription, metadata.data).catch(() => "unreadable")',
    broken: "subscriptions Stripe would not list are taken for another one keeping the product",
    caughtBy: { "stripe revoke": [{ fault: "read-429", move: "submit" }] },
  },
];
