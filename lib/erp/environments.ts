/** Environment labels by port (spec 1 section 3). */
export const PORT_LABELS: Record<number, string> = {
  5000: "Production",
  5001: "Train",
  5002: "ECOM",
  5003: "CONV1",
};

export function portLabel(port: number): string {
  return PORT_LABELS[port] ?? "Unknown";
}

/** The API Port selector's option label (CLARIFICATIONS 42). */
export function portOptionLabel(port: number, companyName: string | null | undefined): string {
  const label = PORT_LABELS[port];
  if (!label) return `Port ${port}`;
  return companyName ? `${companyName} ${label}` : label;
}

/** `{apiBaseUrl}:{port}` (CLARIFICATIONS 7); the port always comes from the server-side session. */
export function erpOrigin(apiBaseUrl: string, port: number): string {
  const url = new URL(apiBaseUrl);
  url.port = String(port);
  return url.origin;
}

/** A company's apiBaseUrl is an http(s) origin with no port, path, query or user-info (CLARIFICATIONS 7). */
export function isValidApiBaseUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const isHttp = url.protocol === "http:" || url.protocol === "https:";
    return isHttp && !url.port && url.origin === value.replace(/\/$/, "");
  } catch {
    return false;
  }
}
