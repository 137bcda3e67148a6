// The browser half of the fake USB label printer: `navigator.usb` as Chromium's WebUSB shapes it, with one device (a
// Zebra ZD420 unless told otherwise). It runs inside the page, so it is one self-contained function: `install.ts`
// sends its source with Playwright's `addInitScript`, and unit tests call it directly. Everything the "hardware"
// knows (paired, plugged in, the bytes printed) lives with the host, which outlives the page's navigations.

/** What the device tells its host; the host answers where the printer stands. */
export type PrinterMessage =
  | { type: "state" }
  | { type: "pair" }
  | { type: "forget" }
  | { type: "open" }
  | { type: "data"; base64: string }
  | { type: "close" };
/** `held`: another driver has the printer's interface (Linux's usblp, Windows' Zebra driver). */
export type PrinterState = { paired: boolean; plugged: boolean; held: boolean };
export type PrinterHost = (message: PrinterMessage) => Promise<PrinterState>;

export type FakeInterface = {
  interfaceClass: number;
  endpoints: { endpointNumber: number; direction: "in" | "out"; type: "bulk" | "interrupt" }[];
};
/** How the fake device looks; every field JSON, as it crosses into the page. */
export type FakeDeviceOptions = {
  productName?: string;
  vendorId?: number;
  productId?: number;
  /** Configuration 1's interfaces, numbered in order; by default one printer-class interface (bulk OUT 1, IN 2). */
  interfaces?: FakeInterface[];
  /** Whether the device comes with configuration 1 selected (Chromium's usual) or none yet. */
  configured?: boolean;
};

export function fakeWebUsb(options: FakeDeviceOptions, host: PrinterHost) {
  const fail = (name: string, message: string) => new DOMException(message, name);
  const interfaces = (
    options.interfaces ?? [
      {
        interfaceClass: 7,
        endpoints: [
          { endpointNumber: 1, direction: "out", type: "bulk" },
          { endpointNumber: 2, direction: "in", type: "bulk" },
        ],
      },
    ]
  ).map((i, n) => {
    const alternate = {
      alternateSetting: 0,
      interfaceClass: i.interfaceClass,
      interfaceSubclass: 1,
      interfaceProtocol: 2,
      interfaceName: null,
      endpoints: i.endpoints.map((e) => ({ ...e, packetSize: 512 })),
    };
    return { interfaceNumber: n, alternate, alternates: [alternate], claimed: false };
  });
  const configuration = { configurationValue: 1, configurationName: null, interfaces };
  const claimed = new Set<number>();

  async function plugged() {
    const state = await host({ type: "state" });
    if (!state.plugged) throw fail("NotFoundError", "The device was disconnected.");
    return state;
  }

  const device = {
    productName: options.productName ?? "ZD420",
    manufacturerName: "Zebra Technologies",
    vendorId: options.vendorId ?? 0x0a5f,
    productId: options.productId ?? 0x0120,
    serialNumber: "FAKE0001",
    deviceClass: 0,
    opened: false,
    configuration: (options.configured === false ? null : configuration) as typeof configuration | null,
    configurations: [configuration],
    async open() {
      await plugged();
      if (device.opened) return;
      device.opened = true;
      await host({ type: "open" });
    },
    async close() {
      if (!device.opened) return;
      device.opened = false;
      claimed.clear();
      for (const i of interfaces) i.claimed = false;
      await host({ type: "close" });
    },
    async selectConfiguration(value: number) {
      if (!device.opened) throw fail("InvalidStateError", "The device must be opened first.");
      if (value !== 1) throw fail("NotFoundError", "The configuration value provided is not supported by the device.");
      device.configuration = configuration;
    },
    async claimInterface(n: number) {
      const state = await plugged();
      if (state.held) throw fail("NetworkError", "Unable to claim interface.");
      if (!device.opened || !device.configuration) throw fail("InvalidStateError", "The device must be opened first.");
      const i = interfaces[n];
      if (!i)
        throw fail(
          "NotFoundError",
          "The interface number provided is not supported by the device in its current configuration.",
        );
      i.claimed = true;
      claimed.add(n);
    },
    async releaseInterface(n: number) {
      if (!device.opened) throw fail("InvalidStateError", "The device must be opened first.");
      if (interfaces[n]) interfaces[n].claimed = false;
      claimed.delete(n);
    },
    async transferOut(endpointNumber: number, data: ArrayBuffer | ArrayBufferView) {
      await plugged();
      if (!device.opened) throw fail("InvalidStateError", "The device must be opened first.");
      const owner = [...claimed].find((n) =>
        interfaces[n].alternate.endpoints.some((e) => e.endpointNumber === endpointNumber && e.direction === "out"),
      );
      if (owner === undefined)
        throw fail(
          "NotFoundError",
          "The specified endpoint is not part of a claimed and selected alternate interface.",
        );
      const bytes = ArrayBuffer.isView(data)
        ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
        : new Uint8Array(data);
      let binary = "";
      for (let at = 0; at < bytes.length; at += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      await host({ type: "data", base64: btoa(binary) });
      return { status: "ok" as const, bytesWritten: bytes.length };
    },
    async forget() {
      await device.close();
      await host({ type: "forget" });
    },
  };

  const matches = (f: { vendorId?: number; productId?: number; classCode?: number }) =>
    (f.vendorId === undefined || f.vendorId === device.vendorId) &&
    (f.productId === undefined || f.productId === device.productId) &&
    (f.classCode === undefined || interfaces.some((i) => i.alternate.interfaceClass === f.classCode));

  return {
    /** Chromium's chooser, answered as if the clerk picked the printer (when a filter lets it be shown). */
    async requestDevice(request: { filters: { vendorId?: number; productId?: number; classCode?: number }[] }) {
      const activation = (globalThis.navigator as { userActivation?: { isActive: boolean } } | undefined)
        ?.userActivation;
      if (activation && !activation.isActive)
        throw fail("SecurityError", "Must be handling a user gesture to show a permission request.");
      const state = await host({ type: "state" });
      if (!state.plugged || !request.filters.some(matches)) throw fail("NotFoundError", "No device selected.");
      await host({ type: "pair" });
      return device;
    },
    /** The devices this origin was given before and that are plugged in. */
    async getDevices() {
      const state = await host({ type: "state" });
      return state.paired && state.plugged ? [device] : [];
    },
  };
}
