// PUT /api/contact-pw/{contactId} – set a contact's web login and password once, with the settings' update key
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { updateWebPasswordBodySchema } from "@/lib/contact-pw/schemas";
import { updateWebPasswordOnce } from "@/lib/contact-pw/update-web-password";
import { erpId } from "@/lib/erp/schemas/common";
import { writeScope } from "@/lib/erp-writes/write-scope";

export const PUT = authedRoute<{ contactId: string }>(async (args) => {
  const contactId = erpId.parse(args.params.contactId);
  const body = updateWebPasswordBodySchema.parse(await readJson(args.req));
  return NextResponse.json({ settings: await updateWebPasswordOnce(await writeScope(args), contactId, body) });
});
