"use client";

import { useEffect, useRef } from "react";

/** An in-app link the guard may stop: same origin, plain left click, no new tab or download. */
function guardedLink(event: MouseEvent): { anchor: HTMLAnchorElement; href: string } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link to this very page (or a fragment of it) leaves nothing behind.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return { anchor, href: `${url.pathname}${url.search}${url.hash}` };
}

/** What `onLeave` receives for the browser's Back button; `leaveTo` then goes back past the guard's entry. */
export const LEAVE_BACK = "history:back";
const GUARD_MARK = "__e54LeaveGuard";
let leaving = false;

/** Goes where a held navigation wanted to: a link's address, or back past the guard's own history entry. */
export function leaveTo(router: { push(href: string): void; replace(href: string): void }, href: string) {
  // The guard's entry is not taken away first: that would race the navigation that is starting.
  leaving = true;
  if (href === LEAVE_BACK) window.history.go(-2);
  // The new page takes the guard's copy's place, so Back from it lands on this page once, not twice.
  else if ((window.history.state as Record<string, unknown> | null)?.[GUARD_MARK]) router.replace(href);
  else router.push(href);
}

/** This page again on top of the history, so that Back lands here, where the page can ask (Next keeps its state). */
function pushGuardEntry() {
  window.history.pushState(
    { ...(window.history.state as object | null), [GUARD_MARK]: true },
    "",
    window.location.href,
  );
}

/**
 * While `active`, leaving the page asks first: a reload, close or typed address gets the browser's own prompt
 * (beforeunload), an in-app link is held and handed to `onLeave(href)` so the page can ask in its own dialog, and
 * the browser's Back button hands it `LEAVE_BACK` (a copy of this page's history entry catches it).
 */
export function useLeaveGuard(active: boolean, onLeave: (href: string) => void) {
  const state = useRef({ active, onLeave });
  useEffect(() => {
    state.current = { active, onLeave };
  }, [active, onLeave]);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!state.current.active) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = "";
    };
    // Capture phase on the document runs before React's handlers: next/link sees the default prevented and does
    // not navigate.
    const click = (event: MouseEvent) => {
      if (!state.current.active) return;
      const link = guardedLink(event);
      if (!link) return;
      event.preventDefault();
      // A menu item (the navigation menu) skips its own close on a prevented click: close the menu as Escape would,
      // so the page is not left behind an open menu once the user chooses to stay.
      if (link.anchor.closest('[role="menu"]'))
        link.anchor.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      state.current.onLeave(link.href);
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, []);

  useEffect(() => {
    if (!active) return;
    leaving = false;
    pushGuardEntry();
    const popstate = () => {
      if (!state.current.active || leaving) return;
      pushGuardEntry();
      state.current.onLeave(LEAVE_BACK);
    };
    window.addEventListener("popstate", popstate);
    return () => {
      window.removeEventListener("popstate", popstate);
      // Saved or discarded without leaving: drop the copy again, so the next Back is not a step in place.
      if (!leaving && (window.history.state as Record<string, unknown> | null)?.[GUARD_MARK]) window.history.back();
    };
  }, [active]);
}
