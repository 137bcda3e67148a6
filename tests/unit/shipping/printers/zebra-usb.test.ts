import { describe, expect, it } from "vitest";
import type { Usb } from "@/components/shipping/printers/webusb";
import {
  CHUNK_BYTES,
  choosePrinter,
  pairedPrinter,
  PrinterError,
  sendToPrinter,
} from "@/components/shipping/printers/zebra-usb";
import { fakeWebUsb, type FakeDeviceOptions, type PrinterMessage } from "@/sim/usb-printer/fake-web-usb";
import { printerRecorder } from "@/sim/usb-printer/printer-recorder";

/** A browser's WebUSB with the fake printer, its recorder, and every transfer's endpoint and size as it was sent. */
function printerOnUsb(device: FakeDeviceOptions = {}, paired = true) {
  const printer = printerRecorder({ paired });
  const transfers: number[] = [];
  const usb: Usb = fakeWebUsb(device, async (m: PrinterMessage) => {
    if (m.type === "data") transfers.push(Buffer.from(m.base64, "base64").length);
    return printer.handle(m);
  });
  return { usb, printer, transfers };
}

const zpl = (text: string) => new TextEncoder().encode(text);

describe("sending a label to a USB printer", () => {
  it("sends one job, in chunks the printer takes, and lets the device go", async () => {
    const { usb, printer, transfers } = printerOnUsb();
    const device = (await pairedPrinter(usb))!;
    const label = `^XA${"^FO50,50^GB100,100,3^FS".repeat(2000)}^FD1Z999AA10123456784^FS^XZ`;
    await sendToPrinter(device, zpl(label));
    expect(printer.jobs()).toEqual([label]);
    expect(transfers).toEqual([CHUNK_BYTES, CHUNK_BYTES, label.length - 2 * CHUNK_BYTES]);
    expect(device.opened).toBe(false);
  });

  it("prints on the printer interface when the device has another with a bulk OUT endpoint before it", async () => {
    const { usb, printer } = printerOnUsb({
      interfaces: [
        { interfaceClass: 255, endpoints: [{ endpointNumber: 3, direction: "out", type: "bulk" }] },
        { interfaceClass: 7, endpoints: [{ endpointNumber: 1, direction: "out", type: "bulk" }] },
      ],
    });
    const device = (await pairedPrinter(usb))!;
    const claimed: number[] = [];
    const claim = device.claimInterface;
    device.claimInterface = (n) => (claimed.push(n), claim(n));
    await sendToPrinter(device, zpl("^XA^XZ"));
    expect(claimed).toEqual([1]);
    expect(printer.jobs()).toEqual(["^XA^XZ"]);
  });

  it("takes the first interface with a bulk OUT endpoint on a ZPL printer without the printer class", async () => {
    const { usb, printer } = printerOnUsb({
      interfaces: [
        { interfaceClass: 3, endpoints: [{ endpointNumber: 4, direction: "in", type: "interrupt" }] },
        { interfaceClass: 255, endpoints: [{ endpointNumber: 2, direction: "out", type: "bulk" }] },
      ],
    });
    await sendToPrinter((await pairedPrinter(usb))!, zpl("^XA^FDhi^FS^XZ"));
    expect(printer.jobs()).toEqual(["^XA^FDhi^FS^XZ"]);
  });

  it("selects the configuration when the device has none yet", async () => {
    const { usb, printer } = printerOnUsb({ configured: false });
    await sendToPrinter((await pairedPrinter(usb))!, zpl("^XA^XZ"));
    expect(printer.jobs()).toEqual(["^XA^XZ"]);
  });

  it("says an unplugged printer is not connected, and prints nothing", async () => {
    const { usb, printer } = printerOnUsb();
    const device = (await pairedPrinter(usb))!;
    printer.unplug();
    const err = await sendToPrinter(device, zpl("^XA^XZ")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PrinterError);
    expect((err as PrinterError).problem).toBe("unplugged");
    expect((err as PrinterError).message).toBe("The ZD420 printer is not connected: check its USB cable and power.");
    expect(printer.jobs()).toEqual([]);
  });

  it("says a printer another driver holds is busy, and closes the device for the next try", async () => {
    const { usb, printer } = printerOnUsb();
    const device = (await pairedPrinter(usb))!;
    printer.hold();
    const err = (await sendToPrinter(device, zpl("^XA^XZ")).catch((e: unknown) => e)) as PrinterError;
    expect(err.problem).toBe("busy");
    expect(err.message).toBe("The ZD420 printer is busy or held by another program or driver.");
    expect(device.opened).toBe(false);
    printer.hold(false);
    await sendToPrinter(device, zpl("^XA^XZ"));
    expect(printer.jobs()).toEqual(["^XA^XZ"]);
  });
});

describe("pairing a printer", () => {
  it("finds no printer before pairing, and the chosen one on later visits without a chooser", async () => {
    const { usb, printer } = printerOnUsb({}, false);
    expect(await pairedPrinter(usb)).toBeNull();
    const chosen = await choosePrinter(usb);
    expect(chosen?.productName).toBe("ZD420");
    expect(printer.paired()).toBe(true);
    expect((await pairedPrinter(usb))?.productName).toBe("ZD420");
  });

  it("offers another maker's printer through the printer class, and no device that is not a printer", async () => {
    const other = printerOnUsb({ vendorId: 0x1234, productName: "LP2844" }, false);
    expect((await choosePrinter(other.usb))?.productName).toBe("LP2844");
    const scale = printerOnUsb(
      { vendorId: 0x0eb8, interfaces: [{ interfaceClass: 3, endpoints: [] }], productName: "Scale" },
      false,
    );
    expect(await choosePrinter(scale.usb)).toBeNull();
    expect(scale.printer.paired()).toBe(false);
  });
});
