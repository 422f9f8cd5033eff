export * from "./admin-audit-log.ts";
export * from "./batches.ts";
export * from "./contact-messages.ts";
export * from "./monthly-usage.ts";
export * from "./newsletter-subscriptions.ts";
export * from "./rate-limits.ts";
export * from "./sessions.ts";
export * from "./users.ts";
