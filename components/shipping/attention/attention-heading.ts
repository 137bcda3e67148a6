// No imports: the card (server) names its heading, the action (client) moves the focus to it.

/** The id of "Needs attention: N", where the focus goes when an action's row is removed. */
export const ATTENTION_HEADING = "needs-attention";

/** The focus to the list's heading: the row it was in is about to go. */
export function focusAttentionHeading(): void {
  document.getElementById(ATTENTION_HEADING)?.focus();
}
