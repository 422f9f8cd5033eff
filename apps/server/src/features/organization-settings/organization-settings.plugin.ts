import { organizationSettingsSchema, organizationSettingsViewSchema } from "@photo-organizer/core/api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../http/api-error.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import {
  createOrganizationSettingsService,
  type OrganizationSettingsService,
} from "./organization-settings.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Each user's folders, patterns, duplicates and sidecars, under their plan (#21). */
    organizationSettings: OrganizationSettingsService;
  }
}

/** The signed-in user's own organization settings; no route takes a user id. */
export async function registerOrganizationSettings(app: FastifyInstance) {
  app.decorate("organizationSettings", createOrganizationSettingsService(app.db));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/organization-settings",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["organization"],
        summary: "The signed-in user's organization settings, and whether their plan applies them",
        response: { 200: organizationSettingsViewSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.organizationSettings.view(signedInUser(request)),
  );

  routes.put(
    "/api/organization-settings",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["organization"],
        summary: "Save folders, patterns, duplicates and sidecars (Advanced categorization: Pro and VIP)",
        body: organizationSettingsSchema,
        response: {
          200: organizationSettingsViewSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => app.organizationSettings.save(signedInUser(request), request.body),
  );
}
