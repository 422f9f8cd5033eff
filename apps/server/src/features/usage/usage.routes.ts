import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../http/api-error.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import { usageSchema } from "./usage.schemas.ts";
import { getUsage } from "./usage.service.ts";

export async function usageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/usage",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["usage"],
        summary: "Usage of the signed-in user in the current month",
        response: { 200: usageSchema, 401: apiErrorSchema },
      },
    },
    async (request) => getUsage(app.db, signedInUser(request)),
  );
}
