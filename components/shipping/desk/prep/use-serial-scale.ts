"use client";

import { useEffect, useRef, useState } from "react";
import { parseScaleWeight, SCALE_SERIAL_OPTIONS } from "@/lib/shipping/desk/scale-weight";

// Web Serial is not in TypeScript's DOM library: the little of it we use.
type SerialPortLike = {
  open(options: typeof SCALE_SERIAL_OPTIONS): Promise<void>;
  close(): Promise<void>;
  readable: ReadableStream<Uint8Array> | null;
};
type SerialLike = { requestPort(): Promise<SerialPortLike> };
const serialOf = () =>
  typeof navigator !== "undefined" ? (navigator as Navigator & { serial?: SerialLike }).serial : undefined;

export const SCALE_FAILED = "Failed to connect to scale. Make sure your scale is connected and try again.";
export const SCALE_NEEDS_CHROME = "Scale connection requires Chrome/Edge browser";

/** Reads the lines a scale sends and hands on each that is a weight (spec 2 sections 5 and 9). */
async function readWeights(port: SerialPortLike, onWeight: (lb: number) => void, stopped: () => boolean) {
  const reader = port.readable!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    while (!stopped()) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        const lb = parseScaleWeight(line);
        if (lb !== null) onWeight(lb);
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/** Connect Scale over Web Serial (9600 8N1): connected or not, with the spec's failure alert. */
export function useSerialScale(onWeight: (lb: number) => void) {
  const [supported, setSupported] = useState(true);
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const port = useRef<SerialPortLike | null>(null);
  const latest = useRef(onWeight);
  useEffect(() => {
    latest.current = onWeight;
  });
  // Whether the browser has Web Serial is known only in the browser, after the server render.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setSupported(Boolean(serialOf())), []);
  useEffect(() => () => void port.current?.close().catch(() => {}), []);

  async function connect() {
    const serial = serialOf();
    if (!serial) return setSupported(false);
    setError(null);
    try {
      const p = await serial.requestPort();
      await p.open(SCALE_SERIAL_OPTIONS);
      port.current = p;
      setConnected(true);
      readWeights(
        p,
        (lb) => latest.current(lb),
        () => port.current !== p,
      )
        .catch(() => setError(SCALE_FAILED))
        .finally(() => port.current === p && setConnected(false));
    } catch {
      setError(SCALE_FAILED);
    }
  }

  return { supported, connected, error, connect };
}
