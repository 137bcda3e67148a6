/** A screen the command palette offers: Home and each of the user's menus, with the group it sits in. */
export type PaletteScreen = { name: string; path: string; group: string | null };

/**
 * The screens whose name or group holds every word typed (or its singular) (any case, in any order), those whose name starts with
 * what was typed first; otherwise the navigation's own order. Nothing typed: every screen.
 */
export function filterScreens(screens: readonly PaletteScreen[], query: string): PaletteScreen[] {
  const typed = query.trim().toLowerCase();
  const words = typed.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...screens];
  // A word typed in the plural finds its singular ("contacts": Contact Search).
  const found = screens.filter((s) => {
    const text = `${s.name} ${s.group ?? ""}`.toLowerCase();
    return words.every((w) => text.includes(w) || (w.length > 3 && text.includes(w.replace(/e?s$/, ""))));
  });
  const starts = (s: PaletteScreen) => s.name.toLowerCase().startsWith(typed);
  return [...found.filter(starts), ...found.filter((s) => !starts(s))];
}
