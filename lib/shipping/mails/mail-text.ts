import type { CustomerMailKind } from "@/db/schema";
import { escapeHtml } from "@/lib/email/escape-html";
import type { RenderedEmail } from "@/lib/email/invite-templates";
import { carrierName } from "../tracking/carrier-links";

export type CustomerMailFacts = {
  kind: CustomerMailKind;
  companyName: string;
  logoUrl: string | null;
  /** The PO number, else the invoice. */
  orderRef: string;
  carrier: string | null;
  trackingNumber: string | null;
  /** The company-scoped public tracking page (CLARIFICATIONS 49), absolute. */
  trackingUrl: string;
};

const SUBJECTS: Record<CustomerMailKind, (ref: string) => string> = {
  shipped: (ref) => `Your order ${ref} has shipped`,
  delivered: (ref) => `Your order ${ref} has been delivered`,
};
const HEADINGS: Record<CustomerMailKind, string> = { shipped: "Shipped", delivered: "Delivered" };
const LEADS: Record<CustomerMailKind, (company: string) => string> = {
  shipped: (company) => `${company} has shipped your order. It is on its way.`,
  delivered: (company) => `The carrier reports that your order from ${company} has been delivered.`,
};

/**
 * A customer mail (issue 29 point 3): the company's name and logo, the carrier, the tracking number and the link to
 * the portal's public tracking page. Every value is escaped: the PO number and the names come from the ERP.
 */
export function renderCustomerMail(facts: CustomerMailFacts): RenderedEmail {
  const subject = SUBJECTS[facts.kind](facts.orderRef);
  const details = [`Carrier: ${carrierName(facts.carrier)}`, `Tracking number: ${facts.trackingNumber?.trim() || "—"}`];
  const lead = LEADS[facts.kind](facts.companyName);
  const logo = facts.logoUrl
    ? `<p><img src="${escapeHtml(facts.logoUrl)}" alt="${escapeHtml(facts.companyName)}" style="max-height: 60px;"></p>`
    : `<p style="font-size: 18px; font-weight: bold;">${escapeHtml(facts.companyName)}</p>`;
  const html = [
    "<!doctype html>",
    '<html><body style="font-family: Arial, sans-serif; color: #0f172a;">',
    logo,
    `<h1 style="font-size: 20px;">${escapeHtml(HEADINGS[facts.kind])}</h1>`,
    `<p>${escapeHtml(subject)}.</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    ...details.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(facts.trackingUrl)}" style="color: #1f5a99; font-weight: bold;">Track your order</a></p>`,
    `<p style="color: #475569;">${escapeHtml(facts.companyName)}</p>`,
    "</body></html>",
  ].join("\n");
  const text = [
    facts.companyName,
    "",
    HEADINGS[facts.kind],
    `${subject}.`,
    lead,
    "",
    ...details,
    "",
    `Track your order: ${facts.trackingUrl}`,
  ].join("\n");
  return { subject, html, text };
}
