"use client";

import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/lib/dates/format-date-time";
import type { IntentSubject } from "@/lib/intents/errors";
import { doubtOf, freedText, type Doubt } from "./doubt";

type Props<T> = {
  doubt: Doubt<T>;
  /** What may have been made, in CLARIFICATIONS 53's words (label, freight line, surcharge, record). */
  subject: IntentSubject;
  /** It was made: the screen shows what it shows on success, with what was made. */
  onDone(result: T): void;
  /** It was certainly not made: the screen lets the user send it again. */
  onFreed?(): void;
  /** Which of several actions this is (one ship-from of several). */
  title?: string;
};

const stillText = (at: Date) => `Checked again at ${formatTime(at)}: not confirmed yet. Nothing more has been sent.`;

/**
 * CLARIFICATIONS 53 on a screen: the message, and Check Again, which asks the server to look (never to act). The
 * button takes the focus when the notice appears; a check that still cannot answer says so once, in place.
 */
export function CheckAgainNotice<T>({ doubt, subject, onDone, onFreed, title }: Props<T>) {
  const [message, setMessage] = useState(doubt.message);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  const [freed, setFreed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const freedNote = useRef<HTMLParagraphElement>(null);

  useEffect(() => button.current?.focus(), []);
  useEffect(() => {
    if (freed) freedNote.current?.focus();
  }, [freed]);

  async function checkAgain() {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await doubt.check();
      if (outcome.state === "done") return onDone(outcome.result);
      setFreed(true);
      onFreed?.();
    } catch (err) {
      const still = doubtOf(err);
      if (still) setMessage(still.message);
      setNote(
        still
          ? { error: false, text: stillText(new Date()) }
          : { error: true, text: err instanceof Error ? err.message : String(err) },
      );
    } finally {
      setBusy(false);
    }
  }

  if (freed) {
    return (
      <Alert tone="info" title={title}>
        <p ref={freedNote} tabIndex={-1} className="outline-none">
          {freedText(subject)}
        </p>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Alert tone="warning" title={title}>
        {message}
      </Alert>
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={button} variant="secondary" busy={busy} onClick={() => void checkAgain()}>
          Check Again
        </Button>
        {/* One line, replaced on each check: a repeat never stacks, and its time makes readers announce it again. */}
        <p role="status" className={note?.error ? "text-sm text-red-700" : "text-sm text-slate-700"}>
          {note?.text}
        </p>
      </div>
    </div>
  );
}
