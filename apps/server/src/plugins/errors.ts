import type { IncomingMessage, ServerResponse } from "node:http";
import { API_REFUSALS } from "@photo-organizer/core";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** Every error reply has this one shape; 5xx messages are never shown to clients. */
export type ErrorBody = { message: string; code?: string };

/**
 * Throw from a route or hook to answer in the one error shape. Its message is shown to the user, whatever the
 * status, so it names no internal detail. `retryAfterSeconds` becomes a Retry-After header.
 */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * Error bodies have the one `ErrorBody` shape whatever the route documents for that status: a hook's refusal
 * (the CSRF check's 403, a rate limit's 429) must not be checked against, say, a route's own 403 schema and
 * turn into a 500.
 */
function sendError(reply: FastifyReply, body: ErrorBody) {
  return reply.type("application/json; charset=utf-8").serializer(JSON.stringify).send(body);
}

/** No route at the address, in the one error shape (the web app's pages get their own not-found page). */
export function sendNotFound(reply: FastifyReply) {
  return sendError(reply.code(404), { message: API_REFUSALS.notFound, code: "not_found" });
}

/** Longest text of an unexpected error the log keeps. */
const LOGGED_MESSAGE_CHARS = 300;

const clip = (text: string) =>
  text.length > LOGGED_MESSAGE_CHARS ? `${text.slice(0, LOGGED_MESSAGE_CHARS)}…` : text;

/**
 * What the log keeps of an unexpected error: its kind, the start of its message, where it was thrown, and the
 * same of its cause. Never the whole message: a failed query's says its parameters, which can be a whole
 * request body (megabytes of someone's data in one log line).
 */
export function loggable(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const stack = error.stack ?? "";
  const frames = stack.indexOf("\n    at ");
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: clip(error.message.split("\n", 1)[0] ?? ""),
    ...(typeof code === "string" ? { code } : {}),
    ...(frames >= 0 ? { stack: stack.slice(frames + 1) } : {}),
    ...(error.cause === undefined ? {} : { cause: loggable(error.cause) }),
  };
}

/** Fastify's own refusals, in the one shape with our words: what they say may echo the request. */
const FRAMEWORK_ERRORS: Record<string, { status: number; body: ErrorBody }> = {
  FST_ERR_BAD_URL: { status: 400, body: { message: API_REFUSALS.badUrl, code: "bad_url" } },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, body: { message: API_REFUSALS.badUrl, code: "bad_url" } },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, body: { message: API_REFUSALS.emptyBody, code: "bad_body" } },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, body: { message: API_REFUSALS.badJson, code: "bad_body" } },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { message: API_REFUSALS.unsupportedMediaType, code: "unsupported_media_type" },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    body: { message: API_REFUSALS.bodyTooLarge, code: "body_too_large" },
  },
};

/** The one error handler: every error answer of the server, the framework's included, is written here. */
export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const framework = FRAMEWORK_ERRORS[error.code ?? ""];
  if (framework) return sendError(reply.code(framework.status), framework.body);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    // The body itself ("/" or "") names no field: the message alone, never one that starts with ": ".
    const field = issue?.instancePath?.slice(1).replaceAll("/", ".") ?? "";
    const where = field ? `${field}: ` : "";
    const body: ErrorBody = {
      message: issue ? `${where}${issue.message}` : "Invalid request",
      code: "validation_error",
    };
    return sendError(reply.code(400), body);
  }
  const status = typeof error.statusCode === "number" ? error.statusCode : 500;
  const retryAfter = error instanceof HttpError ? error.retryAfterSeconds : undefined;
  if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter));
  if (status >= 500 && !(error instanceof HttpError)) {
    request.log.error({ err: loggable(error) }, "request failed");
    const body: ErrorBody = { message: "Internal Server Error" };
    return sendError(reply.code(status), body);
  }
  // An HttpError's message is written for the user, whatever its status (a 502 or 503 says what to do).
  // A refusal to come back later is the server shedding load as designed: no warning per request.
  if (status >= 500 && retryAfter === undefined) request.log.warn({ code: error.code }, error.message);
  else if (status >= 500) request.log.info({ code: error.code }, error.message);
  else if (status !== 429)
    request.log.info({ err: { message: error.message, code: error.code } }, "client error");
  const body: ErrorBody = { message: error.message };
  if (typeof error.code === "string") body.code = error.code;
  return sendError(reply.code(status), body);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/**
 * Fastify's `frameworkErrors`: errors it meets before routing (a URL that is not valid percent-encoding), when
 * no hook has run. They get the security headers every answer carries, then the one error handler.
 */
export function frameworkErrorHandler(
  securityHeaders: (request: IncomingMessage, response: ServerResponse) => void,
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    securityHeaders(request.raw, reply.raw);
    reply.header("cache-control", "no-store");
    handleError(error, request, reply);
  };
}
