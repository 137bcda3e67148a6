// WebUSB is not in TypeScript's DOM library: the little of it the label printer uses, shaped as the standard's.

export type UsbEndpoint = {
  endpointNumber: number;
  direction: "in" | "out";
  type: "bulk" | "interrupt" | "isochronous";
};
export type UsbAlternate = { interfaceClass: number; endpoints: readonly UsbEndpoint[] };
export type UsbInterface = { interfaceNumber: number; alternate: UsbAlternate | null };
export type UsbConfiguration = { configurationValue: number; interfaces: readonly UsbInterface[] };
export type UsbTransferResult = { status: "ok" | "stall" | "babble"; bytesWritten: number };

export type UsbDevice = {
  productName?: string;
  manufacturerName?: string;
  vendorId: number;
  productId: number;
  opened: boolean;
  configuration: UsbConfiguration | null;
  configurations: readonly UsbConfiguration[];
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(n: number): Promise<void>;
  releaseInterface(n: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array<ArrayBuffer>): Promise<UsbTransferResult>;
  /** Chromium 101+: the browser forgets the permission; older ones lack it. */
  forget?(): Promise<void>;
};

export type UsbDeviceFilter = { vendorId?: number; classCode?: number };

export type Usb = {
  requestDevice(options: { filters: UsbDeviceFilter[] }): Promise<UsbDevice>;
  getDevices(): Promise<UsbDevice[]>;
};

/** The browser's WebUSB, or undefined where there is none (Firefox, Safari, a page that is not secure). */
export const browserUsb = (): Usb | undefined =>
  typeof navigator !== "undefined" ? (navigator as Navigator & { usb?: Usb }).usb : undefined;
