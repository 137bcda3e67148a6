// Reading a serial scale (spec 2 sections 5 and 9): 9600 baud 8N1, one reading per line.

export const SCALE_SERIAL_OPTIONS = { baudRate: 9600, dataBits: 8, parity: "none", stopBits: 1 } as const;

const READING = /^\+?(\d+(?:\.\d+)?|\.\d+)\s*(?:lbs?)?$/i;

/** A line from the scale as pounds: a positive number with an optional lb suffix; anything else is null. */
export function parseScaleWeight(line: string): number | null {
  const match = READING.exec(line.trim());
  if (!match) return null;
  const weight = Number(match[1]);
  return Number.isFinite(weight) && weight > 0 ? weight : null;
}
