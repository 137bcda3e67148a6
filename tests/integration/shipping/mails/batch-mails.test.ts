import { and, eq } from "drizzle-orm";
import { GET as orderDetails } from "@/app/api/ship-station/orders/[invoice]/route";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { companies, customerMails } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { readableMail, startSmtpStandIn, type SmtpStandIn } from "@/tests/helpers/smtp-stand-in";
import { addBox, retryBatch, shipBatch, untilSettled } from "../batches/batch-desk";
import { setupBatchSuite } from "../batches/batch-suite";

let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
});
const suite = setupBatchSuite({ env: () => ({ SMTP_URL: smtp.url }) });
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await smtp.close();
});

describe("Customer mails of a batch", () => {
  it("each label a batch buys mails its ship-to once (one without an email at the ERP gets none), and Retry Failed mails none twice", async () => {
    const { env, token, invoices } = suite;
    const settings = (await env.db.query.companies.findFirst({ where: eq(companies.id, suite.edsId) }))!;
    await env.db
      .update(companies)
      .set({
        ship54Settings: {
          ...settings.ship54Settings,
          customerMails: { enabled: true, replyTo: "shipping@eds.example.com", logoUrl: null, delivered: false },
        },
      })
      .where(eq(companies.id, suite.edsId));
    // Ship-tos 10018 and 10016 have an email at the ERP; S1000004.002's ship-to 10019 has none, and gets no mail.
    const { regular, codPaid, secondGeneration } = QUEUED_ORDERS;
    const three = [regular.fullInvoiceID, codPaid.fullInvoiceID, secondGeneration.fullInvoiceID];
    expect(invoices).toEqual(expect.arrayContaining(three));
    await env.shippo.control("/fail-next-label", { count: 1, text: "Address not deliverable" });
    const { batch } = await shipBatch(token, three, await addBox(env.db, "Mail box"));
    const first = await untilSettled(token, batch.id);
    expect(first.counts).toMatchObject({ bought: 2, failed: 1 });
    await retryBatch(token, batch.id);
    const done = await untilSettled(token, batch.id);
    expect(done.counts).toMatchObject({ bought: 3, failed: 0 });
    await retryBatch(token, batch.id);
    await untilSettled(token, batch.id);

    await vi.waitFor(
      async () => {
        const rows = await env.db
          .select()
          .from(customerMails)
          .where(and(eq(customerMails.companyId, suite.edsId), eq(customerMails.state, "sent")));
        expect(rows).toHaveLength(2);
      },
      { timeout: 15_000 },
    );
    expect(smtp.received).toHaveLength(2);
    const subjects = smtp.received.map((m) => readableMail(m.raw).match(/^Subject: (.*)$/m)?.[1]).sort();
    const refs = await Promise.all(
      three.slice(0, 2).map(async (invoice) => {
        const { order } = (await callRoute(orderDetails, { token, params: { invoice } })).json;
        return (order.poNumber as string | null) || invoice;
      }),
    );
    expect(subjects).toEqual(refs.map((ref) => `Your order ${ref} has shipped`).sort());
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["info@musiccity.com", "info@riverbendplumbing.com"]);
  });
});
