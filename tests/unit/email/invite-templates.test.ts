import { describe, expect, it } from "vitest";
import { escapeHtml } from "@/lib/email/escape-html";
import { renderInvite } from "@/lib/email/invite-templates";
import { sendInviteBodySchema } from "@/lib/email/schemas";

const to = { firstName: "Ann", lastName: "Lee", email: "ann@example.com" };

describe("invite templates (CLARIFICATIONS 36)", () => {
  it("Standard: subject, account, login and password hint, link to our sign-in page", () => {
    const mail = renderInvite("standard", to, "https://portal.example.com/");
    expect(mail.subject).toBe("Welcome to EMP54!");
    expect(mail.html).toContain("Hello Ann Lee,");
    expect(mail.text).toContain("Your login is your email address: ann@example.com");
    expect(mail.text).toContain("Your password is your Eclipse password.");
    expect(mail.html).toContain('<a href="https://portal.example.com/"');
  });

  it("Heritage: its subject and the link titled Access the Heritage Eclipse Portal", () => {
    const mail = renderInvite("heritage", to, "https://portal.example.com/");
    expect(mail.subject).toBe("Welcome to Heritage Eclipse Portal");
    expect(mail.html).toMatch(
      /<a href="https:\/\/portal\.example\.com\/"[^>]*>Access the Heritage Eclipse Portal<\/a>/,
    );
    expect(mail.text).toContain("Your password is your Eclipse password.");
  });

  it("escapes names and addresses in the HTML", () => {
    const mail = renderInvite(
      "standard",
      { firstName: '<img src=x onerror="alert(1)">', lastName: "", email: "a&b@example.com" },
      "https://p.example.com/?a=1&b=2",
    );
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).toContain("a&amp;b@example.com");
    expect(mail.html).toContain('href="https://p.example.com/?a=1&amp;b=2"');
    expect(
      renderInvite("standard", { firstName: " ", lastName: "", email: "x@example.com" }, "/").text.startsWith("Hello,"),
    ).toBe(true);
  });

  it("escapeHtml covers the five characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("the send body", () => {
  it("answers Missing email or user ID. for either missing", () => {
    for (const body of [
      { userId: "u", templateType: "standard" },
      { toEmail: "a@b.co", userId: " ", templateType: "standard" },
    ]) {
      const r = sendInviteBodySchema.safeParse(body);
      expect(r.error?.issues[0]?.message).toBe("Missing email or user ID.");
    }
    expect(sendInviteBodySchema.safeParse({ toEmail: "a@b.co", userId: "u", templateType: "other" }).success).toBe(
      false,
    );
  });
});
