import { describe, expect, it } from "vitest";
import { nextAttemptAfter } from "@/lib/shipping/mails/mail-back-off";
import { renderCustomerMail, type CustomerMailFacts } from "@/lib/shipping/mails/mail-text";
import { LOGO_URL_INVALID, REPLY_TO_NEEDED } from "@/lib/shipping/mails/mail-settings";
import { customerMailsSchema } from "@/lib/shipping/mails/schemas";

const facts: CustomerMailFacts = {
  kind: "shipped",
  companyName: "Ed's Supply <Co>",
  logoUrl: "https://cdn.example.com/logo.png?a=1&b=2",
  orderRef: "PO-7781",
  carrier: "ups",
  trackingNumber: "1Z999AA10123456784",
  trackingUrl: "https://portal.example.com/invoice-tracking?invoiceNumber=S1000002.001&company=EDS",
};

describe("renderCustomerMail", () => {
  it("names the order in the subject exactly as issue 29 writes it", () => {
    expect(renderCustomerMail(facts).subject).toBe("Your order PO-7781 has shipped");
    expect(renderCustomerMail({ ...facts, orderRef: "S1000002.001" }).subject).toBe(
      "Your order S1000002.001 has shipped",
    );
  });

  it("says the carrier, the tracking number and the company-scoped tracking link", () => {
    const { text, html } = renderCustomerMail(facts);
    expect(text).toContain("Carrier: UPS");
    expect(text).toContain("Tracking number: 1Z999AA10123456784");
    expect(text).toContain(`Track your order: ${facts.trackingUrl}`);
    expect(html).toContain(
      'href="https://portal.example.com/invoice-tracking?invoiceNumber=S1000002.001&amp;company=EDS"',
    );
  });

  it("shows the company's name and logo, escaped", () => {
    const { html, text } = renderCustomerMail(facts);
    expect(html).toContain('<img src="https://cdn.example.com/logo.png?a=1&amp;b=2" alt="Ed&#39;s Supply &lt;Co&gt;"');
    expect(html).not.toContain("<Co>");
    expect(text.split("\n")[0]).toBe("Ed's Supply <Co>");
    expect(renderCustomerMail({ ...facts, logoUrl: null }).html).not.toContain("<img");
  });

  it("escapes a PO number with markup", () => {
    const { subject, html } = renderCustomerMail({ ...facts, orderRef: "<b>PO</b>" });
    expect(subject).toBe("Your order <b>PO</b> has shipped");
    expect(html).not.toContain("<b>PO</b>");
    expect(html).toContain("&lt;b&gt;PO&lt;/b&gt;");
  });

  it("writes the delivered mail the same way", () => {
    const { subject, html } = renderCustomerMail({ ...facts, kind: "delivered" });
    expect(subject).toBe("Your order PO-7781 has been delivered");
    expect(html).toContain(">Delivered</h1>");
  });
});

describe("customer mail settings", () => {
  const on = { enabled: true, replyTo: "shipping@eds.example.com", logoUrl: "", delivered: false };

  it("needs a reply-to address when mails are on, and an https logo", () => {
    expect(customerMailsSchema.parse(on)).toEqual({ ...on, logoUrl: null });
    const noReply = customerMailsSchema.safeParse({ ...on, replyTo: " " });
    expect(noReply.error?.issues[0]?.message).toBe(REPLY_TO_NEEDED);
    expect(customerMailsSchema.safeParse({ ...on, enabled: false, replyTo: "" }).success).toBe(true);
    const http = customerMailsSchema.safeParse({ ...on, logoUrl: "http://example.com/logo.png" });
    expect(http.error?.issues[0]?.message).toBe(LOGO_URL_INVALID);
    expect(customerMailsSchema.safeParse({ ...on, replyTo: "x".repeat(250) + "@a.com" }).success).toBe(false);
  });
});

describe("nextAttemptAfter", () => {
  it("waits a minute, doubling, never more than an hour", () => {
    const now = new Date("2026-11-27T08:00:00Z");
    const wait = (n: number) => (nextAttemptAfter(n, now).getTime() - now.getTime()) / 60_000;
    expect([1, 2, 3, 4, 7, 8, 30].map(wait)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });
});
