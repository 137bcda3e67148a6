// PUT /api/admin/users/{id} – change a user (a typed password is hashed again); DELETE – delete them (admin)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/route";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { deleteUser } from "@/lib/users/delete-user";
import { updateUser } from "@/lib/users/save-user";
import { userBodySchema } from "@/lib/users/schemas";

// The folder is [userId] because the port route below it already names the segment so.
type Params = { userId: string };

export const PUT = authedRoute<Params>(
  async ({ req, params, db, auth }) => {
    const body = userBodySchema.parse(await readJson(req));
    const user = await db.transaction(async (tx) => {
      const { user, company } = await updateUser(tx, { id: params.userId, body, callerId: auth.claims.userId });
      const target = { targetUserId: user._id, passwordChanged: body.password !== undefined };
      await writeAdminLog(tx, { auth, req, action: "user.update", message: `User ${user.email} updated`, target, company });
      return user;
    });
    return NextResponse.json(user);
  },
  { admin: true },
);

export const DELETE = authedRoute<Params>(
  async ({ req, params, db, auth }) => {
    const { user, company } = await db.transaction(async (tx) => {
      const deleted = await deleteUser(tx, { id: params.userId, callerId: auth.claims.userId });
      await writeAdminLog(tx, { auth, req, action: "user.delete", message: `User ${deleted.user.email} deleted`, target: { targetUserId: deleted.user.id }, company: deleted.company });
      return deleted;
    });
    return NextResponse.json({ deleted: user.id, companyCode: company?.companyCode ?? null });
  },
  { admin: true },
);
