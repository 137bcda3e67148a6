import { cn } from "@/lib/cn";

export type HistogramBar = {
  label: string;
  count: number;
  /** Tailwind fill class, e.g. "fill-green-600". */ fillClass?: string;
  /** The figure as people read it ("$1,204.50"); the count by default. */
  valueText?: string;
  /** Set: the bar is a link (a chart that filters a table links to the table's address with the filter). */
  href?: string;
};

const WIDTH = 420;
const HEIGHT = 180;
const AXIS = 34;
const TOP = 16;

/**
 * A small bar chart of counts per bin, drawn as SVG (no chart library: a few rects and labels). The bars' labels
 * and counts are text in the SVG, and the whole chart has an accessible description listing them. Bars with an
 * `href` are links named by their label and figure (the chart is then a group of links, not an image).
 */
export function Histogram({
  title,
  bars,
  className,
}: {
  title: string;
  bars: readonly HistogramBar[];
  className?: string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.count));
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.min(44, slot * 0.7);
  const plot = HEIGHT - AXIS - TOP;
  const text = (b: HistogramBar) => `${b.label}: ${b.valueText ?? b.count}`;
  const description = bars.map(text).join(", ");
  const linked = bars.some((b) => b.href);
  return (
    <figure className={cn("flex flex-col gap-1", className)}>
      <figcaption className="text-sm font-medium text-slate-700">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role={linked ? "group" : "img"}
        aria-label={linked ? title : `${title}: ${description}`}
        className="h-auto w-full max-w-md"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="stroke-slate-300" />
        {bars.map((bar, i) => {
          const h = bar.count === 0 ? 0 : Math.max(2, (bar.count / max) * plot);
          const x = i * slot + (slot - barWidth) / 2;
          const y = HEIGHT - AXIS - h;
          const drawn = (
            <>
              <rect x={x} y={y} width={barWidth} height={h} rx={2} className={bar.fillClass ?? "fill-brand-600"}>
                <title>{text(bar)}</title>
              </rect>
              {/* The label before the figure, as a link's name reads them (axe: the name holds the visible text). */}
              <text
                x={i * slot + slot / 2}
                y={HEIGHT - AXIS + 14}
                textAnchor="middle"
                className="fill-slate-600 text-[10px]"
              >
                {bar.label}
              </text>
              <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" className="fill-slate-700 text-[11px]">
                {bar.valueText ?? bar.count}
              </text>
            </>
          );
          return bar.href ? (
            <a key={bar.label} href={bar.href} aria-label={text(bar)} className="hover:opacity-80">
              {drawn}
            </a>
          ) : (
            <g key={bar.label}>{drawn}</g>
          );
        })}
      </svg>
    </figure>
  );
}
