import "server-only";
import nodemailer from "nodemailer";
import { getEnv } from "@/lib/env";
import type { RenderedEmail } from "./invite-templates";

export type Delivery = { delivered: boolean; messageId?: string };

/** A customer mail's Reply-To (the company's address) and its own Message-ID (the same on every resend). */
export type DeliveryOptions = { replyTo?: string | null; messageId?: string };

/**
 * Send over SMTP when SMTP_URL is set; otherwise do nothing here and let the caller keep the message in the outbox
 * (the admin's Outbox page shows it). One recipient, no BCC (CLARIFICATIONS 36).
 */
export async function deliverEmail(to: string, email: RenderedEmail, opts: DeliveryOptions = {}): Promise<Delivery> {
  const { SMTP_URL, MAIL_FROM } = getEnv();
  if (!SMTP_URL) return { delivered: false };
  const transport = nodemailer.createTransport(SMTP_URL);
  try {
    const info = await transport.sendMail({
      from: MAIL_FROM,
      to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      ...(opts.replyTo ? { replyTo: opts.replyTo } : {}),
      ...(opts.messageId ? { messageId: opts.messageId } : {}),
    });
    return { delivered: true, messageId: info.messageId };
  } finally {
    transport.close();
  }
}
