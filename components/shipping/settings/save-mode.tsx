import type { ReactNode } from "react";
import { Chip } from "@/components/ui/chip";

export const SAVES_AT_ONCE = "Saves at once";
export const SAVED_WITH_SAVE_SETTINGS = "Saved with Save Settings";

/**
 * Issue 37 item 9: every card of Ship54 Settings says how its changes are kept, at the same place (its header): at
 * once, as they are made, or with the page's Save Settings, which the cards that wait sit above. The card's own
 * actions follow.
 */
export function SaveMode({ atOnce, children }: { atOnce: boolean; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Chip tone={atOnce ? "brand" : "neutral"}>{atOnce ? SAVES_AT_ONCE : SAVED_WITH_SAVE_SETTINGS}</Chip>
      {children}
    </div>
  );
}
