// Import-free: the figures are shaped here and drawn by server components.

const DAY_MS = 86_400_000;

export type DayStatusRow = { day: string; status: string; count: number };
export type DayFigure = { day: string; total: number; byStatus: { status: string; count: number }[] };

/** The `days` UTC days ending with `today`'s, oldest first, as YYYY-MM-DD. */
export function periodDays(days: number, today: Date): string[] {
  const last = Math.floor(today.getTime() / DAY_MS);
  return Array.from({ length: days }, (_, i) => new Date((last - days + 1 + i) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * Shipments per day by status: every day of the period (a quiet day is an empty bar, not a missing one), each
 * day's statuses in `order` (the order the legend reads), statuses outside it last.
 */
export function dailyByStatus(rows: readonly DayStatusRow[], days: readonly string[], order: readonly string[]) {
  const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length);
  const byDay = new Map<string, DayFigure>(days.map((day) => [day, { day, total: 0, byStatus: [] }]));
  for (const r of rows) {
    const f = byDay.get(r.day);
    if (!f || r.count <= 0) continue;
    f.total += r.count;
    // The read's groups split a day's status by carrier and more: one piece of the bar per status.
    const piece = f.byStatus.find((p) => p.status === r.status);
    if (piece) piece.count += r.count;
    else f.byStatus.push({ status: r.status, count: r.count });
  }
  const figures = [...byDay.values()];
  for (const f of figures) f.byStatus.sort((a, b) => rank(a.status) - rank(b.status));
  return figures;
}
