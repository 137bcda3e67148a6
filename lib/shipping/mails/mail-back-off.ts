const FIRST_WAIT_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * How long a mail the mail server did not take waits before the next try: a minute, doubling, at most an hour. It is
 * never given up: a mail server down for a day delays the morning's mails, it does not lose them.
 */
export function nextAttemptAfter(attempts: number, now: Date): Date {
  const wait = Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  return new Date(now.getTime() + wait);
}
