// Where a bought label's file may be read from. The address comes back from Shippo and is kept on the shipment;
// read blindly (and following redirects) it would let any address stored there make the server fetch another host.

/** Shippo's label hosts: its delivery domain and the S3 buckets it serves label files from. */
const SHIPPO_LABEL_HOST =
  /^(deliver\.goshippo\.com|shippo-delivery(-[a-z0-9-]+)?\.s3([.-][a-z0-9-]+)?\.amazonaws\.com)$/;

/**
 * True when `url` is a Shippo label address: https on one of Shippo's label hosts, or the configured Shippo origin
 * itself (`SHIPPO_API_URL`: the stand-in serves its labels there, over http on a test machine).
 */
export function isShippoLabelUrl(url: string, shippoOrigin: string): boolean {
  if (!URL.canParse(url)) return false;
  const target = new URL(url);
  if (target.username || target.password) return false;
  if (URL.canParse(shippoOrigin) && target.origin === new URL(shippoOrigin).origin) return true;
  return target.protocol === "https:" && target.port === "" && SHIPPO_LABEL_HOST.test(target.hostname);
}
