// GET /api/admin/users – every user (no password hashes); POST – create a user (admin)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { listUsers } from "@/lib/users/list-users";
import { createUser } from "@/lib/users/save-user";
import { newUserBodySchema } from "@/lib/users/schemas";

export const GET = authedRoute(async ({ db }) => NextResponse.json(await listUsers(db)), { admin: true });

export const POST = authedRoute(
  async ({ req, db, audit }) => {
    const { user, company } = await createUser(db, newUserBodySchema.parse(await readJson(req)));
    audit({
      action: "user.create",
      message: `User ${user.email} (${user.userType}) created`,
      target: { targetUserId: user._id },
      company,
    });
    return NextResponse.json(user, { status: 201 });
  },
  { admin: true, audit: writeAdminLog },
);
