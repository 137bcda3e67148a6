/** Shippo's carrier token for a rate's provider name: "USPS" → usps, "FedEx" → fedex, "DHL Express" → dhl_express. */
export function carrierToken(provider: string): string {
  return provider.trim().toLowerCase().replace(/\s+/g, "_");
}

/** Spec 2 section 9: a manual shipment's carrier is ups unless the service name mentions ups or fedex. */
export function manualCarrier(serviceName: string | null | undefined): "ups" | "fedex" {
  const name = (serviceName ?? "").toLowerCase();
  if (name.includes("fedex")) return "fedex";
  return "ups";
}
