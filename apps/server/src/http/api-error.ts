// Every route's error answers share the one shape of plugins/errors.ts; the contract lives in core.
export { apiErrorSchema } from "@photo-organizer/core/api";
