/** The clerk's day as their own clock reads it (`YYYY-MM-DD`): the day a close-out closes. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
