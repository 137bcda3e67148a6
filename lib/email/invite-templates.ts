import { escapeHtml } from "./escape-html";
import type { InviteTemplate } from "./schemas";

export type InviteRecipient = { firstName: string; lastName: string; email: string };
export type RenderedEmail = { subject: string; html: string; text: string };

const TEMPLATES = {
  standard: { subject: "Welcome to EMP54!", portal: "EMP54", linkTitle: "Sign in to EMP54" },
  heritage: {
    subject: "Welcome to Heritage Eclipse Portal",
    portal: "the Heritage Eclipse Portal",
    linkTitle: "Access the Heritage Eclipse Portal",
  },
} as const satisfies Record<InviteTemplate, { subject: string; portal: string; linkTitle: string }>;

/**
 * The two invites of CLARIFICATIONS 36: the account exists, the login is the email, the password is the user's
 * Eclipse password, and the link is our own sign-in page. Every value from the database is escaped.
 */
export function renderInvite(template: InviteTemplate, to: InviteRecipient, signInUrl: string): RenderedEmail {
  const t = TEMPLATES[template];
  const name = [to.firstName, to.lastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ");
  const greeting = name ? `Hello ${name},` : "Hello,";
  const lines = [
    `An account has been created for you on ${t.portal}.`,
    `Your login is your email address: ${to.email}`,
    "Your password is your Eclipse password.",
  ];
  const html = [
    "<!doctype html>",
    '<html><body style="font-family: Arial, sans-serif; color: #0f172a;">',
    `<h1 style="font-size: 20px;">${escapeHtml(t.subject)}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(signInUrl)}" style="color: #1f5a99; font-weight: bold;">${escapeHtml(t.linkTitle)}</a></p>`,
    "</body></html>",
  ].join("\n");
  const text = [greeting, "", ...lines, "", `${t.linkTitle}: ${signInUrl}`].join("\n");
  return { subject: t.subject, html, text };
}
