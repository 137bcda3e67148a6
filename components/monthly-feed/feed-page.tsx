import { MonthlyFeed } from "./monthly-feed";

/** "kohler" → "Kohler": the manufacturer part of a /{manufacturer}-feed path, as people write it. */
export function manufacturerTitle(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");
}

/** The Monthly Sales Feed page body for one manufacturer. */
export function FeedPage({ manufacturer }: { manufacturer: string }) {
  const title = manufacturerTitle(manufacturer);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Monthly Sales Feed</h1>
        <p className="text-sm text-slate-600">{title}</p>
      </div>
      <MonthlyFeed manufacturer={title.replace(/\s+/g, "")} />
    </div>
  );
}
