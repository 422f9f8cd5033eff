// The contract lives in core, shared with the browser.
export { analyzeBodySchema, analyzeResponseSchema } from "@photo-organizer/core/api";
