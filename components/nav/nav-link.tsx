"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** `page` on the entry's own screen, `true` on a screen below it (an order of the Shipment Dashboard). */
export function currentOf(pathname: string, href: string): "page" | "true" | undefined {
  if (pathname === href) return "page";
  return pathname.startsWith(`${href}/`) ? "true" : undefined;
}

/**
 * A sidebar entry. The links are drawn on the server; only this marking of the screen you are on runs in the
 * browser, since the layout is not drawn again when a link is followed.
 */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const current = currentOf(usePathname(), href);
  return (
    <Link
      href={href}
      aria-current={current}
      className={cn(
        "block rounded-md px-3 py-1.5 text-sm",
        current ? "bg-brand-50 font-semibold text-brand-700" : "text-slate-700 hover:bg-slate-100",
      )}
    >
      {children}
    </Link>
  );
}
