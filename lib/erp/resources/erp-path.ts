import { ApiError } from "@/lib/errors/api-error";
import { ERP_ID_MESSAGE, isErpId } from "../erp-id";

/**
 * An ERP path from a resource name and ids that alternate: `erpPath("Contacts", id, "WebSettings")`. Each id is
 * checked and encoded; a bad one is a 400 (the answer `erpId` gives), so no id can add a segment or a query of its
 * own. No zod here: client screens build ERP paths too.
 */
export function erpPath(...segments: (string | number)[]): string {
  const parts = segments.map((s, i) => (i % 2 === 1 ? encodeURIComponent(checkedId(String(s))) : String(s)));
  return `/${parts.join("/")}`;
}

function checkedId(id: string): string {
  if (isErpId(id)) return id;
  throw new ApiError({
    code: "bad_request",
    message: ERP_ID_MESSAGE,
    details: [{ path: "", message: ERP_ID_MESSAGE }],
  });
}
