const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** The portal's money: to 2 decimals with its currency (USD as $, spec 2 section 9); blank when unknown. */
export function formatMoney(value: number | string | null | undefined, currency = "USD"): string {
  if (value === null || value === undefined || value === "") return "";
  const n = Number(value);
  if (!Number.isFinite(n)) return "";
  return currency === "USD" ? usd.format(n) : `${n.toFixed(2)} ${currency}`;
}
