import type { PrinterMessage, PrinterState } from "./fake-web-usb";

export type RecorderOptions = { paired?: boolean };

/**
 * The printer's side of the fake: whether this browser was given it (paired), whether it is plugged in, and what
 * it printed, one job per open..close (the bytes of its transfers joined, as text: ZPL is ASCII).
 */
export function printerRecorder(options: RecorderOptions = {}) {
  const state: PrinterState = { paired: options.paired ?? false, plugged: true, held: false };
  const done: string[] = [];
  let current: Buffer[] | null = null;

  function handle(message: PrinterMessage): PrinterState {
    switch (message.type) {
      case "pair":
        state.paired = true;
        break;
      case "forget":
        state.paired = false;
        break;
      case "open":
        current = [];
        break;
      case "data":
        // Bytes with no open before them never reach paper on a real printer either.
        current?.push(Buffer.from(message.base64, "base64"));
        break;
      case "close":
        if (current?.length) done.push(Buffer.concat(current).toString("latin1"));
        current = null;
        break;
    }
    return { ...state };
  }

  return {
    handle,
    host: async (message: PrinterMessage) => handle(message),
    /** Every finished print job, oldest first. */
    jobs: () => [...done],
    clear: () => void done.splice(0),
    /** The cable pulled: the job being sent is lost, and the device answers as a gone one does. */
    unplug: () => {
      state.plugged = false;
      current = null;
    },
    plug: () => void (state.plugged = true),
    /** Another driver claims the printer (Linux's usblp, a Windows driver): claimInterface fails as Chromium's does. */
    hold: (held = true) => void (state.held = held),
    paired: () => state.paired,
  };
}
