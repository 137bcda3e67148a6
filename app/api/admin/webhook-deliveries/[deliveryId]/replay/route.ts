// POST /api/admin/webhook-deliveries/{deliveryId}/replay – process a stored delivery again (admins), once per delivery across instances
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { webhookReplayJob } from "@/lib/jobs/on-demand-jobs";
import { runKeyedJob } from "@/lib/jobs/run-keyed-job";
import { findDeliveryOrThrow } from "@/lib/shipping/tracking/replay-delivery";

export const POST = authedRoute<{ deliveryId: string }>(
  async ({ params, db }) => {
    const { id } = await findDeliveryOrThrow(db, params.deliveryId);
    const outcome = await runKeyedJob(db, webhookReplayJob, id, { deliveryId: id });
    return outcome.state === "done"
      ? NextResponse.json(outcome.result)
      : NextResponse.json(
          { queued: true, message: "The replay is queued; refresh the list to see its outcome." },
          { status: 202 },
        );
  },
  { admin: true },
);
