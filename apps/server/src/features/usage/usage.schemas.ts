// The contract lives in core, shared with the browser.
export { type Usage as UsageView, usageSchema } from "@photo-organizer/core/api";
