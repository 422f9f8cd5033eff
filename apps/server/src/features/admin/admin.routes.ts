import { ADMIN_COPY, MESSAGES } from "@photo-organizer/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../http/api-error.ts";
import { currentSession, signedInUser } from "../../http/signed-in-user.ts";
import { HttpError } from "../../plugins/errors.ts";
import { contactMessageSchema } from "../contact/contact.schemas.ts";
import { usageSchema } from "../usage/usage.schemas.ts";
import {
  adminStatusSchema,
  setPlanBodySchema,
  setPlanResponseSchema,
  unlockBodySchema,
  userParamsSchema,
  usersQuerySchema,
  usersResponseSchema,
} from "./admin.schemas.ts";
import * as adminService from "./admin.service.ts";

export type AdminRoutesOptions = { adminPassword: string | undefined };

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };

export async function adminRoutes(app: FastifyInstance, { adminPassword }: AdminRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/admin/status",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["admin"],
        summary: "Whether the signed-in account is an admin and this session is unlocked",
        response: { 200: adminStatusSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { isAdmin: user.isAdmin, unlocked: user.isAdmin && currentSession(request).adminUnlocked };
    },
  );

  routes.post(
    "/api/admin/unlock",
    {
      // Attempts are limited per admin account and address by the service (ADMIN_PASSWORD_ATTEMPTS), not per
      // address for everyone: anonymous and non-admin callers must not be able to lock an admin out.
      preHandler: app.requireUser,
      schema: {
        tags: ["admin"],
        summary: "Unlock the admin tools for this session with the admin password",
        body: unlockBodySchema,
        response: { 204: z.null().describe("Unlocked"), ...refusals, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await adminService.unlock(app.db, {
        actor: signedInUser(request),
        sessionId: currentSession(request).id,
        address: request.ip,
        password: request.body.password,
        adminPassword,
      });
      if (result.outcome === "not_admin") throw new HttpError(403, "Forbidden", "forbidden");
      if (result.outcome === "incorrect_password") {
        throw new HttpError(401, MESSAGES.incorrectPassword, "incorrect_password");
      }
      if (result.outcome === "too_many_attempts") {
        const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
        reply.header("retry-after", String(seconds));
        throw new HttpError(429, MESSAGES.tooManyPasswordAttempts(Math.ceil(seconds / 60)), "rate_limited");
      }
      return reply.code(204).send(null);
    },
  );

  // Everything below: an admin email AND an unlocked session, checked on every call.
  await app.register(async (locked) => {
    locked.addHook("preHandler", app.requireAdmin);
    const admin = locked.withTypeProvider<ZodTypeProvider>();

    admin.get(
      "/api/admin/users",
      {
        schema: {
          tags: ["admin"],
          summary: "List or search accounts",
          querystring: usersQuerySchema,
          response: { 200: usersResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        users: await adminService.listUsers(app.db, {
          actor: signedInUser(request),
          query: request.query.query,
        }),
      }),
    );

    admin.put(
      "/api/admin/users/:id/plan",
      {
        schema: {
          tags: ["admin"],
          summary: "Set an account's plan (effective at once)",
          params: userParamsSchema,
          body: setPlanBodySchema,
          response: { 200: setPlanResponseSchema, ...refusals, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { plan } = request.body;
        const found = await adminService.setPlan(app.db, { actor: signedInUser(request), userId: id, plan });
        if (!found) throw new HttpError(404, "User not found", "user_not_found");
        return { id, plan };
      },
    );

    admin.delete(
      "/api/admin/users/:id",
      {
        schema: {
          tags: ["admin"],
          summary:
            "Delete an account and everything kept for it: sessions, tokens, batches, usage, settings, learning examples, messages and newsletter sign-up",
          params: userParamsSchema,
          response: { 204: z.null(), ...refusals, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const actor = signedInUser(request);
        // The admin's own session would go with it, mid-request: another admin deletes that account.
        if (request.params.id === actor.id)
          throw new HttpError(409, ADMIN_COPY.deleteSelf, "cannot_delete_self");
        const deleted = await adminService.deleteAccount(app.db, { actor, userId: request.params.id });
        if (!deleted) throw new HttpError(404, "User not found", "user_not_found");
        return reply.code(204).send(null);
      },
    );

    admin.post(
      "/api/admin/users/:id/reset-usage",
      {
        schema: {
          tags: ["admin"],
          summary: "Reset an account's usage counter for the current month",
          params: userParamsSchema,
          response: { 200: z.object({ usage: usageSchema }), ...refusals, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const usage = await adminService.resetUserUsage(app.db, {
          actor: signedInUser(request),
          userId: request.params.id,
        });
        if (!usage) throw new HttpError(404, "User not found", "user_not_found");
        return { usage };
      },
    );

    admin.get(
      "/api/admin/newsletter.csv",
      {
        schema: {
          tags: ["admin"],
          summary: "Newsletter subscriptions as CSV (cells that would start a formula are neutralised)",
          produces: ["text/csv"],
          response: { 200: z.string(), ...refusals },
        },
      },
      async (request, reply) => {
        const csv = await adminService.exportNewsletter(app.db, { actor: signedInUser(request) });
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", 'attachment; filename="newsletter.csv"')
          .send(csv);
      },
    );

    admin.get(
      "/api/admin/messages",
      {
        schema: {
          tags: ["admin"],
          summary:
            "Contact and support messages: VIP (priority support) first, then Pro (email support), then the rest; newest first in each",
          response: { 200: z.object({ messages: z.array(contactMessageSchema) }), ...refusals },
        },
      },
      async (request) => ({
        messages: await adminService.listMessages(app.db, { actor: signedInUser(request) }),
      }),
    );
  });
}
