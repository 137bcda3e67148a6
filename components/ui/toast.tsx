"use client";

import { useEffect, useState } from "react";

// sonner (9.8 kB gzipped) was most of what the layouts added to every screen's first load (issue 17's budget), for
// notices most visits never show. `toast` queues the notice and the Toaster imports sonner on the first one.

type Sonner = typeof import("sonner");
type Tone = "success" | "error";

const queued: { tone: Tone; message: string }[] = [];
let ready: Sonner | null = null;
let wake: (() => void) | null = null;

function show(tone: Tone, message: string) {
  if (ready) {
    ready.toast[tone](message);
    return;
  }
  queued.push({ tone, message });
  wake?.();
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
};

/** Rendered once by the signed-in layout; shows nothing and loads nothing until the first notice. */
export function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    wake = () => void import("sonner").then(setSonner);
    if (queued.length) wake();
    return () => {
      wake = null;
    };
  }, []);

  useEffect(() => {
    if (!sonner) return;
    // Sonner's Toaster is a child, so its effect has subscribed to the notices by the time this one runs.
    ready = sonner;
    for (const { tone, message } of queued.splice(0)) sonner.toast[tone](message);
    return () => {
      ready = null;
    };
  }, [sonner]);

  return sonner ? <sonner.Toaster position="top-right" richColors closeButton duration={5000} /> : null;
}
