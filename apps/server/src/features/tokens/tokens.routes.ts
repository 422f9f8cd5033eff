import { TOKENS_COPY } from "@photo-organizer/core";
import {
  apiErrorSchema,
  createdTokenSchema,
  createTokenBodySchema,
  MAX_TOKENS_PER_ACCOUNT,
  tokenListSchema,
  tokenParamsSchema,
} from "@photo-organizer/core/api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../http/signed-in-user.ts";
import { HttpError } from "../../plugins/errors.ts";
import { createToken, listTokens, revokeToken } from "./tokens.service.ts";

/**
 * Personal access tokens of the signed-in user: created (the token answered this once), listed, revoked.
 * Only a signed-in session manages them; a token cannot (bearer-auth's allowlist refuses it).
 */
export async function tokensRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["tokens"];

  routes.post(
    "/api/tokens",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Create a personal access token for the command-line tool",
        body: createTokenBodySchema,
        response: { 201: createdTokenSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = signedInUser(request);
      const { name, expiresInDays = null } = request.body;
      const created = await createToken(app.db, { userId: id, name, expiresInDays });
      if (!created.ok)
        throw new HttpError(403, TOKENS_COPY.tooMany(MAX_TOKENS_PER_ACCOUNT), "too_many_tokens");
      const { token, expiresAt } = created;
      return reply.code(201).send({ id: created.id, name: created.name, token, expiresAt });
    },
  );

  routes.get(
    "/api/tokens",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's personal access tokens (never the tokens themselves)",
        response: { 200: tokenListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ tokens: await listTokens(app.db, signedInUser(request).id) }),
  );

  routes.delete(
    "/api/tokens/:id",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Revoke a personal access token: it stops working at once",
        params: tokenParamsSchema,
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const revoked = await revokeToken(app.db, { id: request.params.id, userId: signedInUser(request).id });
      if (!revoked) throw new HttpError(404, TOKENS_COPY.notFound, "token_not_found");
      return reply.code(204).send(null);
    },
  );
}
