// The contract lives in core, shared with the browser.
export {
  batchParamsSchema,
  createBatchBodySchema,
  createBatchResponseSchema,
  finishBatchResponseSchema,
  refusalSchema,
} from "@photo-organizer/core/api";
