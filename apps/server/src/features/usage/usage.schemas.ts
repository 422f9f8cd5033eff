// The contract lives in core, shared with the browser.
export { apiErrorSchema, type Usage as UsageView, usageSchema } from "@photo-organizer/core/api";
