/**
 * The HTTP API's contract, written once: the server's routes validate requests and describe their answers
 * with these schemas (and the OpenAPI document is generated from them); the browser validates every answer.
 */
export * from "./analysis-refusals.ts";
export * from "./analyze.ts";
export * from "./batches.ts";
export * from "./learning.ts";
export * from "./organization-settings.ts";
export * from "./session.ts";
export * from "./tokens.ts";
export * from "./usage.ts";
