/** Emails are entered one per line (spec 2 section 5). */
export function parseEmails(text: string): { address: string }[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((address) => ({ address }));
}

/** Phones are entered one per line as `555-1234 (MAIN)`: the number, then its description in brackets. */
export function parsePhones(text: string): { number: string; description: string }[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^(.+?)\s*\(([^()]*)\)$/.exec(line);
      return m ? { number: m[1].trim(), description: m[2].trim() } : { number: line, description: "" };
    });
}

/** The text a vendor's emails and phones are edited as (the reverse of the two above). */
export function emailLines(emails: readonly { address?: string | null }[] | null | undefined): string {
  return (emails ?? [])
    .map((e) => e.address?.trim() ?? "")
    .filter(Boolean)
    .join("\n");
}

export function phoneLines(
  phones: readonly { number?: string | null; description?: string | null }[] | null | undefined,
): string {
  return (phones ?? [])
    .filter((p) => p.number?.trim())
    .map((p) => (p.description?.trim() ? `${p.number!.trim()} (${p.description.trim()})` : p.number!.trim()))
    .join("\n");
}
