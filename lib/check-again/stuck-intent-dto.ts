/** One action in doubt as the admins' list shows it: what it was to make, for whom, since when, and why. */
export type StuckIntentDto = {
  id: string;
  kind: string;
  what: string;
  summary: string;
  companyCode: string | null;
  who: string | null;
  since: string;
  attempts: number;
  lastError: string | null;
};
