import { z } from "zod";
import { PLAN_IDS } from "../plans/plans.ts";

/** The signed-in person (`GET /api/me`, and the user of `GET /api/session`). */
export const signedInUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  isAdmin: z.boolean().describe("An ADMIN_EMAILS account; the admin area also needs the admin password"),
});

/**
 * `GET /api/session`: who is signed in, `user: null` for a visitor. Always 200, so that a signed-out page load
 * is not a failed request (a 401 here would be logged by the browser as an error on every page).
 */
export const sessionResponseSchema = z.object({ user: signedInUserSchema.nullable() });

export type SessionResponse = z.infer<typeof sessionResponseSchema>;
