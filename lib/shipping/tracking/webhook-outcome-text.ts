// No imports: the admin's deliveries screen (a client component) reads these texts.

/** What came of a tracking webhook delivery, as the deliveries screen says it (one label per stored outcome). */
export const OUTCOME_LABELS: Record<string, string> = {
  received: "Received",
  applied: "Applied",
  duplicate: "Already recorded",
  ignored: "Ignored",
  failed: "Failed",
};

export function outcomeLabel(outcome: string | null | undefined): string {
  if (!outcome) return "—";
  return OUTCOME_LABELS[outcome] ?? outcome;
}
