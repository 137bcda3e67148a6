// How long an answer of public tracking may be kept by a shared cache (deploy/nginx.conf's micro-cache, issue 29).

/**
 * An anonymous answer: fresh for 1 s, then handed out for at most 1 s more while one request refreshes it in the
 * background (nginx's `proxy_cache_background_update`). A morning's spike of customers then costs the portal about
 * one refresh per invoice every two seconds, no customer waits for one, and no answer is older than those 2 s, which
 * nginx counts in whole seconds: at most 3 s of real time. nginx's own
 * `proxy_cache_use_stale updating` would serve a stale answer for as long as a refresh takes, with no bound.
 */
export const ANONYMOUS_TRACKING_CACHE = "public, max-age=1, stale-while-revalidate=1";

/**
 * The oldest an anonymous answer can be when a cache hands it out, in real seconds: max-age plus
 * stale-while-revalidate (2), and the second nginx's whole-second clock can add.
 */
export const ANONYMOUS_TRACKING_MAX_AGE_SECONDS = 3;

/** A signed-in caller's answer can hold the label's link (CLARIFICATIONS 49): no cache keeps it. */
export const SIGNED_IN_TRACKING_CACHE = "private, no-store";
