"use client";

import { useEffect, useRef } from "react";

/** An in-app link the guard may stop: same origin, plain left click, no new tab or download. */
function guardedLink(event: MouseEvent): { anchor: HTMLAnchorElement; href: string } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link to this very page (or a fragment of it) leaves nothing behind.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return { anchor, href: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * While `active`, leaving the page asks first: a reload, close or typed address gets the browser's own prompt
 * (beforeunload), and an in-app link is held and handed to `onLeave(href)` so the page can ask in its own dialog.
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
      if (link.anchor.closest('[role="menu"]')) link.anchor.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      state.current.onLeave(link.href);
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, []);
}
