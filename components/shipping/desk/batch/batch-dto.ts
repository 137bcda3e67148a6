// The batch routes' bodies and answers as the screens use them (issue 27 point 4): the server's zod schemas' types.
// Type-only, so the schemas' zod stays out of the dashboard's bundle.
export type {
  BatchDto,
  BatchItemDto,
  BatchRate,
  BatchReview,
  BatchReviewItem,
  BatchRuleInput as BatchRule,
} from "@/lib/shipping/batches/schemas";
