"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { SWR_CONFIG } from "@/lib/api-client/swr-config";

/** Every client hook fetches through the one fetcher and settings in `SWR_CONFIG`. */
export function SwrProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={SWR_CONFIG}>{children}</SWRConfig>;
}
