import type { BrowserContext } from "@playwright/test";
import { fakeWebUsb, type FakeDeviceOptions } from "./fake-web-usb";
import { printerRecorder, type RecorderOptions } from "./printer-recorder";

const BINDING = "__e54FakeUsbPrinter";

/**
 * A USB label printer behind the context's WebUSB: every page (and every navigation) gets `navigator.usb` with the
 * fake device, whose transfers reach this recorder through a binding (CDP, so the page's CSP does not stand in the
 * way). Starts unpaired (Pair Printer's chooser picks it) unless `paired`.
 */
export async function installFakeUsbPrinter(
  context: BrowserContext,
  options: RecorderOptions & { device?: FakeDeviceOptions } = {},
) {
  const printer = printerRecorder(options);
  await context.exposeBinding(BINDING, (_source, message) => printer.handle(message));
  await context.addInitScript({
    content: `(() => {
      const usb = (${fakeWebUsb.toString()})(${JSON.stringify(options.device ?? {})}, (m) => window.${BINDING}(m));
      Object.defineProperty(navigator, "usb", { configurable: true, value: usb });
    })();`,
  });
  return {
    jobs: printer.jobs,
    clear: printer.clear,
    unplug: printer.unplug,
    plug: printer.plug,
    hold: printer.hold,
  };
}
