// Tracking numbers in each carrier's real format, check digit included, so format checks in the portal hold.
import { randomInt } from "node:crypto";
import type { CarrierToken } from "./carriers";

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join("");

/** USPS IMpb: 22 digits, mod-10 check digit with weights 3,1 from the right. */
export function uspsCheckDigit(body: string): number {
  let sum = 0;
  [...body].reverse().forEach((c, i) => (sum += Number(c) * (i % 2 === 0 ? 3 : 1)));
  return (10 - (sum % 10)) % 10;
}

/** UPS 1Z: the 15 characters after "1Z"; letters count as (code - 3) mod 10, odd positions doubled. */
export function upsCheckDigit(body15: string): number {
  let sum = 0;
  [...body15].forEach((c, i) => {
    const v = /\d/.test(c) ? Number(c) : (c.charCodeAt(0) - 3) % 10;
    sum += i % 2 === 1 ? v * 2 : v;
  });
  return (10 - (sum % 10)) % 10;
}

/** FedEx Express 12 digits: weights 1,3,7 from the right over the first 11, sum mod 11 mod 10. */
export function fedexCheckDigit(body11: string): number {
  const w = [1, 3, 7];
  let sum = 0;
  [...body11].reverse().forEach((c, i) => (sum += Number(c) * w[i % 3]));
  return (sum % 11) % 10;
}

/** DHL Express waybill: 10 digits, the first nine mod 7. */
export function dhlCheckDigit(body9: string): number {
  return Number(BigInt(body9) % 7n);
}

export function newTrackingNumber(carrier: CarrierToken, upsServiceCode = "03"): string {
  switch (carrier) {
    case "usps": {
      const body = "9400111" + digits(14);
      return body + uspsCheckDigit(body);
    }
    case "ups": {
      // A fixed shipper number per stand-in keeps numbers recognisable as one account's.
      const body = "E54S1M" + upsServiceCode + digits(7);
      return "1Z" + body + upsCheckDigit(body);
    }
    case "fedex": {
      const body = String(1 + randomInt(9)) + digits(10);
      return body + fedexCheckDigit(body);
    }
    case "dhl_express": {
      const body = String(1 + randomInt(9)) + digits(8);
      return body + dhlCheckDigit(body);
    }
  }
}

export function isValidTrackingNumber(carrier: string, n: string): boolean {
  switch (carrier) {
    case "usps":
      return /^\d{22}$/.test(n) && uspsCheckDigit(n.slice(0, 21)) === Number(n[21]);
    case "ups":
      return /^1Z[0-9A-Z]{16}$/.test(n) && upsCheckDigit(n.slice(2, 17)) === Number(n[17]);
    case "fedex":
      return /^\d{12}$/.test(n) && fedexCheckDigit(n.slice(0, 11)) === Number(n[11]);
    case "dhl_express":
      return /^\d{10}$/.test(n) && dhlCheckDigit(n.slice(0, 9)) === Number(n[9]);
    default:
      return false;
  }
}

/** The public tracking page the carrier would show; offline, the stand-in serves its own. */
export function trackingPagePath(carrier: string, n: string): string {
  return `/track/${encodeURIComponent(carrier)}/${encodeURIComponent(n)}`;
}
