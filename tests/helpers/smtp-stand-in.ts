import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** Undo quoted-printable, enough to read a mail's parts. */
export const readableMail = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A real SMTP server on loopback (smtp-server) that keeps every mail it accepted. `suspend()` closes its port and
 * `resume()` opens the same one again: the mail server down, then back.
 */
export async function startSmtpStandIn() {
  const received: ReceivedMail[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
  let server: SMTPServer | null = make();
  const listen = (s: SMTPServer, port: number) => new Promise<void>((resolve) => s.listen(port, "127.0.0.1", resolve));
  const close = async () => {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen(server, 0);
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    suspend: close,
    async resume() {
      if (server) return;
      server = make();
      await listen(server, port);
    },
    close,
  };
}
export type SmtpStandIn = Awaited<ReturnType<typeof startSmtpStandIn>>;
