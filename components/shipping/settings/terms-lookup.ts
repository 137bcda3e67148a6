import { erpProxy } from "@/lib/api-client/api-fetch";

export type TermsCode = { id: string; description: string };

/** GET /Termslist through the proxy (spec 3 section 7). */
export async function searchTerms(keyword: string, signal?: AbortSignal): Promise<TermsCode[]> {
  const answer = await erpProxy<{ results?: { id?: unknown; description?: unknown }[] }>(
    { method: "GET", url: "/Termslist", params: { keyword } },
    signal,
  );
  return (answer.results ?? [])
    .map((t) => ({ id: String(t.id ?? ""), description: String(t.description ?? "") }))
    .filter((t) => t.id);
}

export type AddTermOutcome =
  { kind: "added"; code: string } | { kind: "unverified"; code: string } | { kind: "refused"; message: string };

/**
 * Spec 3 section 5: trimmed and upper-cased; empty and duplicate refused; added when the ERP has that exact id;
 * refused when it does not; added with a warning when the lookup itself fails.
 */
export async function checkNewTerm(
  raw: string,
  existing: readonly string[],
  messages: {
    empty: string;
    duplicate: string;
    notFound(code: string): string;
  },
): Promise<AddTermOutcome> {
  const code = raw.trim().toUpperCase();
  if (!code) return { kind: "refused", message: messages.empty };
  if (existing.includes(code)) return { kind: "refused", message: messages.duplicate };
  try {
    const found = await searchTerms(code);
    return found.some((t) => t.id.toUpperCase() === code)
      ? { kind: "added", code }
      : { kind: "refused", message: messages.notFound(code) };
  } catch {
    return { kind: "unverified", code };
  }
}
