import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** Every error reply has this one shape; 5xx messages are never shown to clients. */
export type ErrorBody = { message: string; code?: string };

/** Throw from a route or hook to answer with a 4xx in the one error shape. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = issue?.instancePath ? `${issue.instancePath.slice(1).replaceAll("/", ".")}: ` : "";
      const body: ErrorBody = {
        message: issue ? `${where}${issue.message}` : "Invalid request",
        code: "validation_error",
      };
      return reply.code(400).send(body);
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      const body: ErrorBody = { message: "Internal Server Error" };
      return reply.code(status).send(body);
    }
    if (status !== 429)
      request.log.info({ err: { message: error.message, code: error.code } }, "client error");
    const body: ErrorBody = { message: error.message };
    if (typeof error.code === "string") body.code = error.code;
    return reply.code(status).send(body);
  });
}
