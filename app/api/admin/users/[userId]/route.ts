// PUT /api/admin/users/{id} – change a user (a typed password is hashed again); DELETE – delete them (admin)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { deleteUser } from "@/lib/users/delete-user";
import { updateUser } from "@/lib/users/save-user";
import { userBodySchema } from "@/lib/users/schemas";

// The folder is [userId] because the port route below it already names the segment so.
type Params = { userId: string };

export const PUT = authedRoute<Params>(
  async ({ req, params, db, auth, audit }) => {
    const body = userBodySchema.parse(await readJson(req));
    const { user, company } = await updateUser(db, {
      id: params.userId,
      body,
      callerId: auth.claims.userId,
      callerSid: auth.sid,
    });
    const target = { targetUserId: user._id, passwordChanged: body.password !== undefined };
    audit({ action: "user.update", message: `User ${user.email} updated`, target, company });
    return NextResponse.json(user);
  },
  { admin: true, audit: writeAdminLog },
);

export const DELETE = authedRoute<Params>(
  async ({ params, db, auth, audit }) => {
    const { user, company } = await deleteUser(db, { id: params.userId, callerId: auth.claims.userId });
    audit({ action: "user.delete", message: `User ${user.email} deleted`, target: { targetUserId: user.id }, company });
    return NextResponse.json({ deleted: user.id, companyCode: company?.companyCode ?? null });
  },
  { admin: true, audit: writeAdminLog },
);
