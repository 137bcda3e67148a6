// POST /api/monthly-feed – Monthly Sales Feed: multipart file, mergeLines, asOnly, filename; answers the .txt feed
import { authedRoute } from "@/lib/api/handler";
import { incomingBody } from "@/lib/api/incoming-body";
import { fileResponse } from "@/lib/api/file-response";
import { withUploadForm } from "@/lib/multipart/with-upload-form";
import { convertMonthlyFeed } from "@/lib/monthly-feed/convert-monthly-feed";
import { monthlyFeedFormSchema } from "@/lib/monthly-feed/schemas";

export const POST = authedRoute(async ({ req }) =>
  withUploadForm(incomingBody(req), async (values, scratch) => {
    const { file, ...options } = monthlyFeedFormSchema.parse(values);
    const feed = await convertMonthlyFeed(file, { ...options, output: scratch.output() });
    return fileResponse(feed.content, feed.filename, "text/plain; charset=utf-8");
  }),
);
