/** The manufacturer part of a /{manufacturer}-feed address. */
export const MANUFACTURER_PATTERN = "[A-Za-z0-9][A-Za-z0-9_-]*";
export const MANUFACTURER_NAME = new RegExp(`^${MANUFACTURER_PATTERN}$`);

/**
 * /{manufacturer}-feed is served by /monthly-feed/{manufacturer} through a rewrite rather than a `[feed]` segment
 * at the top: such a segment would take every unknown one-segment address, and the signed-in layout streams, so
 * those could only answer 200 with a "Page not found" page instead of a 404.
 */
export const FEED_REWRITE = {
  source: `/:manufacturer(${MANUFACTURER_PATTERN})-feed`,
  destination: "/monthly-feed/:manufacturer",
};
