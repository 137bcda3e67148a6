"use client";

import { createContext, useContext, useState, type ReactNode } from "react";

type KeptFile = { file: File | null; keep(file: File | null): void };

const Kept = createContext<KeptFile>({ file: null, keep: () => {} });

/** The file last chosen in any of the Data Tools: switching tools keeps it, so a file is chosen once. */
export function KeptFileProvider({ children }: { children: ReactNode }) {
  const [file, keep] = useState<File | null>(null);
  return <Kept.Provider value={{ file, keep }}>{children}</Kept.Provider>;
}

export const useKeptFile = () => useContext(Kept);
