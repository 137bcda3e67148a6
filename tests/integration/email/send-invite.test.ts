import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as send } from "@/app/api/send/route";
import { emailOutbox, logs, users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { readableMail as readable, startSmtpStandIn, type SmtpStandIn } from "@/tests/helpers/smtp-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let smtp: SmtpStandIn;
let admin: string;
let staff: string;
let staffId: string;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  env = await startTestEnv({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Portal <portal@example.com>" } });
  [admin, staff] = await Promise.all([
    loginAs(DEMO.admin.email, DEMO.admin.password),
    loginAs(DEMO.staff.email, DEMO.staff.password),
  ]);
  const staffRow = await env.db.query.users.findFirst({ where: eq(users.email, DEMO.staff.email) });
  staffId = staffRow!.id;
  // A name with markup: it must arrive escaped.
  await env.db.update(users).set({ firstName: "<b>John</b>", lastName: "O'Smith & Co" }).where(eq(users.id, staffId));
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  resetEnvCache();
  await env.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

describe("POST /api/send", () => {
  it("sends the Standard invite over SMTP to the stored email only, with escaped names", async () => {
    const { status, json } = await callRoute(send, {
      token: admin,
      body: { toEmail: "Staff@Example.com", userId: staffId, templateType: "standard" },
    });
    expect(status).toBe(200);
    expect(json).toEqual({ toEmail: DEMO.staff.email, templateType: "standard", delivered: true });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([DEMO.staff.email]);
    expect(mail.from).toBe("portal@example.com");
    expect(mail.raw).toMatch(/^Subject: Welcome to EMP54!/m);
    expect(mail.raw).not.toMatch(/^Bcc:/im);
    const body = readable(mail.raw);
    const html = body.slice(body.indexOf("Content-Type: text/html"));
    expect(html).toContain("Hello &lt;b&gt;John&lt;/b&gt; O&#39;Smith &amp; Co,");
    expect(html).not.toContain("<b>John</b>");
    expect(body).toContain("Your login is your email address: staff@example.com");
    expect(body).toContain("Your password is your Eclipse password.");
    expect(body).toContain('href="http://localhost/"');
    const stored = await env.db.query.emailOutbox.findFirst({ where: eq(emailOutbox.template, "standard") });
    expect(stored).toMatchObject({ toEmail: DEMO.staff.email, delivered: true, userId: staffId });
    const entry = await env.db.query.logs.findFirst({
      where: eq(logs.message, `Invite (standard) sent for ${DEMO.staff.email}`),
    });
    expect(entry).toMatchObject({ type: "admin", userEmail: DEMO.admin.email, companyCode: "EDS" });
  });

  it("sends the Heritage invite with its subject and link title", async () => {
    const { status } = await callRoute(send, {
      token: admin,
      body: { toEmail: DEMO.staff.email, userId: staffId, templateType: "heritage" },
    });
    expect(status).toBe(200);
    expect(smtp.received[0]!.raw).toMatch(/^Subject: Welcome to Heritage Eclipse Portal/m);
    expect(readable(smtp.received[0]!.raw)).toContain(">Access the Heritage Eclipse Portal</a>");
  });

  it("refuses another address, missing fields, unknown users and templates, and customers", async () => {
    const other = await callRoute(send, {
      token: admin,
      body: { toEmail: "attacker@example.com", userId: staffId, templateType: "standard" },
    });
    expect(other.status).toBe(422);
    const missing = await callRoute(send, { token: admin, body: { userId: staffId, templateType: "standard" } });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe("Missing email or user ID.");
    expect(
      (
        await callRoute(send, {
          token: admin,
          body: { toEmail: DEMO.staff.email, userId: "", templateType: "standard" },
        })
      ).json.error,
    ).toBe("Missing email or user ID.");
    expect(
      (
        await callRoute(send, {
          token: admin,
          body: { toEmail: DEMO.staff.email, userId: staffId, templateType: "fancy" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await callRoute(send, {
          token: admin,
          body: { toEmail: DEMO.staff.email, userId: "00000000-0000-4000-8000-000000000000", templateType: "standard" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(send, {
          token: staff,
          body: { toEmail: DEMO.staff.email, userId: staffId, templateType: "standard" },
        })
      ).status,
    ).toBe(403);
    expect(smtp.received).toHaveLength(0);
  });

  it("checks toEmail is an email first: 400, whether or not the user exists, and nothing is sent", async () => {
    for (const userId of ["00000000-0000-4000-8000-000000000000", staffId]) {
      const { status, json } = await callRoute(send, {
        token: admin,
        body: { toEmail: "not-an-email", userId, templateType: "standard" },
      });
      expect([status, json.error]).toEqual([400, "toEmail must be an email address."]);
    }
    expect(smtp.received).toHaveLength(0);
  });

  it("answers 502 when the mail server is unreachable", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    resetEnvCache();
    try {
      const { status, json } = await callRoute(send, {
        token: admin,
        body: { toEmail: DEMO.staff.email, userId: staffId, templateType: "standard" },
      });
      expect(status).toBe(502);
      expect(json.error).toContain("The mail server did not accept the invite");
    } finally {
      process.env.SMTP_URL = smtp.url;
      resetEnvCache();
    }
  });

  it("without SMTP_URL keeps the invite in the outbox, undelivered", async () => {
    const saved = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    resetEnvCache();
    try {
      const { status, json } = await callRoute(send, {
        token: admin,
        body: {
          toEmail: DEMO.heritage.email,
          userId: (await env.db.query.users.findFirst({ where: eq(users.email, DEMO.heritage.email) }))!.id,
          templateType: "heritage",
        },
      });
      expect(status).toBe(200);
      expect(json.delivered).toBe(false);
      expect(smtp.received).toHaveLength(0);
      const stored = await env.db.query.emailOutbox.findFirst({ where: eq(emailOutbox.toEmail, DEMO.heritage.email) });
      expect(stored).toMatchObject({
        subject: "Welcome to Heritage Eclipse Portal",
        delivered: false,
        template: "heritage",
      });
    } finally {
      process.env.SMTP_URL = saved;
      resetEnvCache();
    }
  });
});
