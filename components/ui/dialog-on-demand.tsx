"use client";

import { lazy, Suspense, type ComponentType } from "react";
import { preloadDialog } from "./dialog";

/**
 * A dialog whose code (its form, react-hook-form, the zod schema) is imported when it first opens, not with the
 * screen, so a screen's first load carries only what it paints. `preload` starts the import early: spread
 * `preloadOn(X.preload)` onto the button that opens it.
 */
export function dialogOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    void preloadDialog();
    // A failed import (the network) is tried again on the next preload or opening.
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
