// No imports: server pages and client components format timestamps with it alike.

const PARTS = { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" } as const;
const DATE_TIME = new Intl.DateTimeFormat("en-US", PARTS);
const TIME = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" });

// ICU puts a narrow no-break space before AM/PM; a plain space reads (and copies, and is found by tests) the same.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

const readable = (value: Date | string | null | undefined): Date | null => {
  if (value === null || value === undefined || value === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The portal's timestamp: "Nov 26, 2026, 11:19 AM", the date as `formatDate` writes it and the reader's own
 * time (pass `timeZone` to fix one). Unreadable input reads as a dash.
 */
export function formatDateTime(value: Date | string | null | undefined, timeZone?: string): string {
  const date = readable(value);
  if (!date) return "—";
  return plain(
    timeZone ? new Intl.DateTimeFormat("en-US", { ...PARTS, timeZone }).format(date) : DATE_TIME.format(date),
  );
}

/** A time of today to the second ("11:19:52 AM"), for a note of when something was just checked. */
export function formatTime(value: Date, timeZone?: string): string {
  return plain(
    timeZone
      ? new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit", timeZone }).format(
          value,
        )
      : TIME.format(value),
  );
}
