// Import-free: one colour per status word (status-text.ts) for the history charts and their legend (Tailwind sees the whole class names).

const FILL: Record<string, { fill: string; swatch: string }> = {
  LABEL_PURCHASED: { fill: "fill-slate-400", swatch: "bg-slate-400" },
  SHIPPED: { fill: "fill-sky-300", swatch: "bg-sky-300" },
  IN_TRANSIT: { fill: "fill-sky-600", swatch: "bg-sky-600" },
  OUT_FOR_DELIVERY: { fill: "fill-indigo-500", swatch: "bg-indigo-500" },
  DELIVERED: { fill: "fill-green-600", swatch: "bg-green-600" },
  EXCEPTION: { fill: "fill-amber-500", swatch: "bg-amber-500" },
  RETURNED: { fill: "fill-red-600", swatch: "bg-red-600" },
  VOIDED: { fill: "fill-slate-300", swatch: "bg-slate-300" },
  REFUND_PENDING: { fill: "fill-slate-200", swatch: "bg-slate-200" },
  REFUND_REFUSED: { fill: "fill-orange-700", swatch: "bg-orange-700" },
};

export const statusFill = (status: string) => FILL[status] ?? { fill: "fill-slate-500", swatch: "bg-slate-500" };
