import type { PlanId } from "../plans/plans.ts";

/** The signed-in person: the server's `request.user` and the body of `GET /api/me` (TEAM.md contract). */
export type SignedInUser = {
  id: string;
  email: string | null;
  name: string | null;
  avatarUrl: string | null;
  plan: PlanId;
  /** The account's email is one of ADMIN_EMAILS (and verified by the provider); the server's `requireAdmin` also wants an unlocked session. */
  isAdmin: boolean;
};
