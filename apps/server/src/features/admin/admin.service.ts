import { csvField, type PlanId, usagePeriod } from "@photo-organizer/core";
import type { Db } from "../../db/client.ts";
import { setSessionAdminUnlocked } from "../auth/sessions.ts";
import * as contactRepository from "../contact/contact.repository.ts";
import * as newsletterRepository from "../newsletter/newsletter.repository.ts";
import type { UsageView } from "../usage/usage.schemas.ts";
import { resetUsage } from "../usage/usage.service.ts";
import { adminPasswordMatches } from "./admin.password.ts";
import * as adminRepository from "./admin.repository.ts";

/** Every admin call is made by a signed-in admin whose session is unlocked; it is written to the audit log. */
export type Actor = { id: string };

export const USER_LIST_LIMIT = 100;
export const MESSAGE_LIST_LIMIT = 500;

export type UnlockOutcome = "unlocked" | "incorrect_password" | "not_admin";

/**
 * Checks the admin password (constant time) and, when right, unlocks this session for admin actions.
 * Only admin accounts may try; every attempt, refused ones included, is audited.
 */
export async function unlock(
  db: Db,
  {
    actor,
    sessionId,
    password,
    adminPassword,
  }: {
    actor: Actor & { isAdmin: boolean };
    sessionId: string;
    password: string;
    adminPassword: string | undefined;
  },
): Promise<UnlockOutcome> {
  const outcome: UnlockOutcome = !actor.isAdmin
    ? "not_admin"
    : adminPasswordMatches(password, adminPassword)
      ? "unlocked"
      : "incorrect_password";
  await db.transaction(async (tx) => {
    if (outcome === "unlocked") await setSessionAdminUnlocked(tx, sessionId, true);
    const action = {
      unlocked: "admin.unlock",
      incorrect_password: "admin.unlock_failed",
      not_admin: "admin.unlock_refused",
    };
    await adminRepository.insertAudit(tx, { actorUserId: actor.id, action: action[outcome] });
  });
  return outcome;
}

export async function listUsers(
  db: Db,
  { actor, query, now = new Date() }: { actor: Actor; query: string; now?: Date },
) {
  const period = usagePeriod(now);
  const rows = await adminRepository.searchUsers(db, { query, period, limit: USER_LIST_LIMIT });
  await adminRepository.insertAudit(db, { actorUserId: actor.id, action: "users.list", details: { query } });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), period }));
}

/** Sets the plan; effective at once (the next request reads it). Returns false for an unknown user. */
export async function setPlan(
  db: Db,
  { actor, userId, plan }: { actor: Actor; userId: string; plan: PlanId },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await adminRepository.findUserPlan(tx, userId);
    if (!before) return false;
    await adminRepository.updateUserPlan(tx, { id: userId, plan });
    await adminRepository.insertAudit(tx, {
      actorUserId: actor.id,
      action: "user.set_plan",
      targetUserId: userId,
      details: { from: before.plan, to: plan },
    });
    return true;
  });
}

/** Resets the user's counter for the current month; undefined for an unknown user. */
export async function resetUserUsage(
  db: Db,
  { actor, userId, now = new Date() }: { actor: Actor; userId: string; now?: Date },
): Promise<UsageView | undefined> {
  const user = await adminRepository.findUserPlan(db, userId);
  if (!user) return undefined;
  const usage = await resetUsage(db, user, now);
  await adminRepository.insertAudit(db, {
    actorUserId: actor.id,
    action: "user.reset_usage",
    targetUserId: userId,
    details: { period: usage.period, count: usage.count },
  });
  return usage;
}

export const NEWSLETTER_CSV_HEADER = ["email", "list_id", "subscribed_at"] as const;

export async function exportNewsletter(db: Db, { actor }: { actor: Actor }): Promise<string> {
  const rows = await newsletterRepository.listSubscriptions(db);
  await adminRepository.insertAudit(db, {
    actorUserId: actor.id,
    action: "newsletter.export",
    details: { rows: rows.length },
  });
  // Addresses are checked like the spec's form, which still lets "=…@x.io" through: csvField neutralises
  // cells a spreadsheet would run as a formula.
  const lines = [
    NEWSLETTER_CSV_HEADER.join(","),
    ...rows.map((r) => [r.email, r.listId, r.createdAt.toISOString()].map(csvField).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export async function listMessages(db: Db, { actor }: { actor: Actor }) {
  const rows = await contactRepository.listMessages(db, { limit: MESSAGE_LIST_LIMIT });
  await adminRepository.insertAudit(db, { actorUserId: actor.id, action: "messages.list" });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
