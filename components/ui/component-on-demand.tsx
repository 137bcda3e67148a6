"use client";

import { lazy, Suspense, type ComponentType } from "react";

/**
 * A component whose code is imported when it is first rendered, not with the screen (a tab not yet opened, results
 * not yet there), so a screen's first load carries only what it paints. `preload` starts the import early: spread
 * `preloadOn(X.preload)` onto what will show it, or call it when the wait for it begins.
 */
export function componentOnDemand<P extends object>(load: () => Promise<ComponentType<P>>, alsoPreload?: () => unknown) {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    void alsoPreload?.();
    // A failed import (the network) is tried again on the next preload or rendering.
    return (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnDemand, { preload });
}
