import { and, inArray, isNotNull, sql } from "drizzle-orm";
import { closeOuts, shipments } from "@/db/schema";
import { carrierName } from "../../tracking/carrier-links";
import { MANIFEST_CARRIERS } from "../../close-out/settle-manifests";
import { asSentence, liveLabel, type AttentionRule } from "../attention-rule";

/**
 * A label its branch's close-out took, of a carrier that takes manifests (USPS's SCAN form), on no manifest made:
 * refused, failed, in doubt, or never asked (the close-out stopped before it). Close Out Again presses Close Out for
 * that close-out's branch and day, which asks for each manifest not made.
 */
export const notOnManifest: AttentionRule = {
  reason: "manifest",
  test: () =>
    and(
      inArray(shipments.carrier, [...MANIFEST_CARRIERS]),
      isNotNull(shipments.closeOutId),
      liveLabel,
      sql`not exists (select 1 from ${closeOuts} where ${closeOuts.id} = ${shipments.closeOutId} and ${closeOuts.manifests} @> jsonb_build_array(jsonb_build_object('carrier', ${shipments.carrier}, 'state', 'made')))`,
    )!,
  finding({ shipment, closeOut }) {
    const carrier = carrierName(shipment.carrier);
    const kept = closeOut?.manifests.find((m) => m.carrier === shipment.carrier);
    const branch = closeOut?.branch ?? shipment.branch ?? "";
    const day = closeOut?.day ?? "";
    return {
      sentence: kept?.reason
        ? asSentence(`The label is on no ${carrier} manifest: ${kept.reason}`)
        : `Branch ${branch} closed out, but the label is on no ${carrier} manifest.`,
      since: closeOut?.closedAt ?? shipment.createdAt,
      action: { kind: "Close Out Again", branch, day },
    };
  },
};
