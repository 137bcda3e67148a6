// POST /api/wasabi/upload – store one .csv, .txt or .pdf file (multipart field file) in the company's folder
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { incomingBody } from "@/lib/api/incoming-body";
import { uploadFile } from "@/lib/storage/upload-file";

export const POST = authedRoute(async ({ req, db, auth, company, facts }) =>
  NextResponse.json(await uploadFile(db, { auth, company, facts, body: incomingBody(req) }), { status: 201 }),
);
