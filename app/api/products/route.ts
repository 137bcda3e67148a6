// GET /api/products – every product, for Home's Authorized and Available cards
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/route";
import { listProducts } from "@/lib/products/list-products";

export const GET = authedRoute(async ({ db }) => NextResponse.json(await listProducts(db)));
