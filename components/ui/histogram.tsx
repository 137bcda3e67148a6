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
const TOP = 16;
/** About the width of a character of the 10 px labels, to tell a label that would run into its neighbour's. */
const LABEL_CHAR = 5.2;

/**
 * A bar's label in lines that fit its slot: one line when it fits, else its words in two lines (the longer line
 * shortened with an ellipsis only when one word is still too long; the bar's title keeps the whole label).
 */
export function labelLines(label: string, slot: number): string[] {
  const fits = (s: string) => s.length * LABEL_CHAR <= slot - 4;
  const cut = (s: string) => (fits(s) ? s : `${s.slice(0, Math.max(1, Math.floor((slot - 4) / LABEL_CHAR) - 1))}…`);
  if (fits(label)) return [label];
  const words = label.split(/\s+/);
  let first = words[0];
  let i = 1;
  while (i < words.length && fits(`${first} ${words[i]}`)) first = `${first} ${words[i++]}`;
  const rest = words.slice(i).join(" ");
  return rest ? [cut(first), cut(rest)] : [cut(first)];
}

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
  const lines = bars.map((b) => labelLines(b.label, slot));
  // Room under the axis for the labels: a second line when any label needs one.
  const AXIS = lines.some((l) => l.length > 1) ? 46 : 34;
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
                {lines[i].map((line, n) => (
                  <tspan key={n} x={i * slot + slot / 2} dy={n === 0 ? 0 : 12}>
                    {line}
                  </tspan>
                ))}
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
