"use client";

import { useEffect, useRef, type ComponentProps } from "react";
import { cn } from "@/lib/cn";

type Props = Omit<ComponentProps<"input">, "type" | "onChange" | "ref"> & {
  onFile(file: File | null): void;
  /** A file the screen already holds (one kept from another tool): the chooser shows it as chosen. */
  file?: File | null;
};

/**
 * A native file chooser, styled alike everywhere. A file picked before React attached its handlers (a slow first
 * load) fires its change event at nobody; it is handed over on mount instead of being silently dropped.
 */
export function FileInput({ onFile, file, className, ...props }: Props) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) onFile(early);
    // Once, on mount: every later choice arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const el = input.current;
    if (!el || !file || el.files?.[0] === file) return;
    const chosen = new DataTransfer();
    chosen.items.add(file);
    el.files = chosen.files;
  }, [file]);
  return (
    <input
      ref={input}
      type="file"
      className={cn(
        "text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-50",
        className,
      )}
      onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      {...props}
    />
  );
}
