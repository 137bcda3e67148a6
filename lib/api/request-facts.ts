import { clientAddress, headerOf } from "./client-address";

/** What the logs record about a request; lib code receives these, never the Request. */
export type RequestFacts = { ip: string; userAgent: string; method: string };

type HeaderSource = Parameters<typeof clientAddress>[0];

export function requestFacts(req: { headers: HeaderSource; method?: string }): RequestFacts {
  return {
    ip: clientAddress(req.headers),
    userAgent: (headerOf(req.headers, "user-agent") ?? "").slice(0, 512),
    method: req.method ?? "",
  };
}
