import type { Usb, UsbConfiguration, UsbDevice, UsbDeviceFilter, UsbInterface } from "./webusb";

/** Zebra Technologies' USB vendor id; other ZPL printers pair through the USB printer class. */
export const ZEBRA_VENDOR_ID = 0x0a5f;
const PRINTER_CLASS = 7;
export const PRINTER_FILTERS: UsbDeviceFilter[] = [{ vendorId: ZEBRA_VENDOR_ID }, { classCode: PRINTER_CLASS }];
/** A transfer the size printers' firmware buffers take without stalling; a label of graphics runs to several. */
export const CHUNK_BYTES = 16 * 1024;

export type PrinterProblem = "unplugged" | "busy" | "refused";

/** Why a label did not reach the printer, in words the clerk can act on. */
export class PrinterError extends Error {
  constructor(
    readonly problem: PrinterProblem,
    message: string,
  ) {
    super(message);
  }
}

export const printerName = (d: Pick<UsbDevice, "productName" | "manufacturerName">) =>
  d.productName?.trim() || d.manufacturerName?.trim() || "USB printer";

const interfacesOf = (d: UsbDevice): UsbInterface[] =>
  [d.configuration ?? d.configurations[0]].flatMap((c: UsbConfiguration | undefined) => c?.interfaces ?? []);

const bulkOut = (i: UsbInterface) => i.alternate?.endpoints.find((e) => e.direction === "out" && e.type === "bulk");

/** A device the filters would have offered: a Zebra, or anything with a printer interface. */
export const isPrinter = (d: UsbDevice) =>
  d.vendorId === ZEBRA_VENDOR_ID || interfacesOf(d).some((i) => i.alternate?.interfaceClass === PRINTER_CLASS);

/** The printer this browser was given before ("paired once"): no chooser. */
export async function pairedPrinter(usb: Usb): Promise<UsbDevice | null> {
  return (await usb.getDevices()).find(isPrinter) ?? null;
}

/** Chromium's device chooser, showing only printers; null when the clerk closed it without choosing. */
export async function choosePrinter(usb: Usb): Promise<UsbDevice | null> {
  try {
    return await usb.requestDevice({ filters: PRINTER_FILTERS });
  } catch (err) {
    if (err instanceof DOMException && err.name === "NotFoundError") return null;
    throw err;
  }
}

/** The interface that takes print data: the printer class's, else the first with a bulk OUT endpoint. */
export function printerInterface(d: UsbDevice): { interfaceNumber: number; endpointNumber: number } | null {
  const all = interfacesOf(d);
  const chosen = all.find((i) => i.alternate?.interfaceClass === PRINTER_CLASS && bulkOut(i)) ?? all.find(bulkOut);
  const out = chosen && bulkOut(chosen);
  return chosen && out ? { interfaceNumber: chosen.interfaceNumber, endpointNumber: out.endpointNumber } : null;
}

/** A WebUSB failure as the clerk should read it (the browser's own texts name no printer and no remedy). */
function problemOf(err: unknown, name: string): PrinterError {
  if (err instanceof PrinterError) return err;
  const kind = err instanceof DOMException ? err.name : "";
  if (kind === "NotFoundError")
    return new PrinterError("unplugged", `The ${name} printer is not connected: check its USB cable and power.`);
  if (kind === "SecurityError")
    return new PrinterError(
      "refused",
      `The ${name} printer refused the browser: on Windows it needs the WinUSB driver (README, Printers).`,
    );
  return new PrinterError("busy", `The ${name} printer is busy or held by another program or driver.`);
}

/** Sends one print job: open, claim the printer interface, the bytes in chunks, then let the device go. */
export async function sendToPrinter(device: UsbDevice, bytes: Uint8Array<ArrayBuffer>, chunk = CHUNK_BYTES) {
  const name = printerName(device);
  let claimed: number | null = null;
  try {
    if (!device.opened) await device.open();
    if (!device.configuration) await device.selectConfiguration(device.configurations[0]?.configurationValue ?? 1);
    const target = printerInterface(device);
    if (!target) throw new PrinterError("refused", `The ${name} device has no way to take print data.`);
    await device.claimInterface(target.interfaceNumber);
    claimed = target.interfaceNumber;
    for (let at = 0; at < bytes.length; at += chunk) {
      const part = bytes.subarray(at, Math.min(at + chunk, bytes.length));
      const result = await device.transferOut(target.endpointNumber, part);
      if (result.status !== "ok")
        throw new PrinterError("refused", `The ${name} printer refused the label (check its paper and ribbon).`);
    }
  } catch (err) {
    throw problemOf(err, name);
  } finally {
    // The next job (or another tab) opens it afresh; a device already gone cannot be closed, and that is fine.
    if (claimed !== null) await device.releaseInterface(claimed).catch(() => undefined);
    if (device.opened) await device.close().catch(() => undefined);
  }
}
