import type { Claims } from "@/lib/auth/claims";

/** Who asks the public tracking: an admin, a user of one company, or nobody signed in (null). */
export type TrackingViewer = { admin: boolean; companyId: string | null } | null;

export function trackingViewer(claims: Claims | null): TrackingViewer {
  return claims && { admin: claims.userType === "admin", companyId: claims.companyId?._id ?? null };
}

/** CLARIFICATIONS 49: a label shows full addresses and is paid postage, so only its company's users and admins get its link. */
export function labelVisibleTo(viewer: TrackingViewer, companyId: string): boolean {
  return viewer !== null && (viewer.admin || viewer.companyId === companyId);
}
