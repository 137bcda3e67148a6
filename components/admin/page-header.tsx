import type { ReactNode } from "react";
import { BackLink } from "@/components/ui/back-link";

/** Title of an admin page, a way back to the dashboard, and the page's main action. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <BackLink href="/admin/home" to="Admin Dashboard" />
        <h1 className="mt-1 text-2xl font-semibold">{title}</h1>
      </div>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </header>
  );
}
