"use client";

import { lazy, Suspense, type ComponentType } from "react";
import { importOnce } from "./import-once";

/**
 * A component whose code is imported when it is first rendered, not with the screen (a tab not yet opened, results
 * not yet there), so a screen's first load carries only what it paints. `preload` starts the import early: spread
 * `preloadOn(X.preload)` onto what will show it, or call it when the wait for it begins.
 */
export function componentOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  alsoPreload?: () => unknown,
) {
  const importComponent = importOnce(load);
  const preload = () => {
    void alsoPreload?.();
    return importComponent();
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
