// The seeded data's calendar: fixed, not the wall clock, so the same seed always serves the same dates.
export const TODAY = "2026-11-20";
const DAY = 86_400_000;
const todayMs = Date.parse(`${TODAY}T00:00:00Z`);

export const daysAgo = (n: number) => new Date(todayMs - n * DAY).toISOString().slice(0, 10);
export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
export const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
