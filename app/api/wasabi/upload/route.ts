// POST /api/wasabi/upload – store one .csv, .txt or .pdf file (multipart field file) in the company's folder
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/route";
import { uploadFile } from "@/lib/storage/upload-file";

export const POST = authedRoute(async ({ req, db, auth }) => NextResponse.json(await uploadFile(db, auth, req), { status: 201 }));
