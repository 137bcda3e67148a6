// GET /api/menus – the menus this user may see (name and path)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { listVisibleMenus } from "@/lib/menus/list-visible-menus";

export const GET = authedRoute(async ({ db, auth }) => NextResponse.json(await listVisibleMenus(db, auth.claims)));
