import { ADMIN_PASSWORD_ATTEMPTS, csvDocument, type PlanId, usagePeriod } from "@photo-organizer/core";
import type { Db } from "../../db/client.ts";
import { setSessionAdminUnlocked } from "../auth/sessions.ts";
import { holdOpenBatchesToPlan } from "../batches/batches.service.ts";
import * as contactRepository from "../contact/contact.repository.ts";
import * as newsletterRepository from "../newsletter/newsletter.repository.ts";
import { countHit, takeBackHit } from "../rate-limits/rate-limit-counters.ts";
import type { UsageView } from "../usage/usage.schemas.ts";
import { resetUsage } from "../usage/usage.service.ts";
import { adminPasswordMatches } from "./admin.password.ts";
import * as adminRepository from "./admin.repository.ts";

/** Every admin call is made by a signed-in admin whose session is unlocked; it is written to the audit log. */
export type Actor = { id: string };

export const USER_LIST_LIMIT = 100;
export const MESSAGE_LIST_LIMIT = 500;

export type UnlockOutcome =
  | { outcome: "unlocked" | "incorrect_password" | "not_admin" }
  | { outcome: "too_many_attempts"; retryAfterMs: number };

/** The counters of admin password attempts: one per admin account, one per address. */
export function unlockAttemptKeys(accountId: string, address: string): string[] {
  return [`admin-unlock:account:${accountId}`, `admin-unlock:address:${address}`];
}

/**
 * Checks the admin password (constant time) and, when right, unlocks this session for admin actions.
 * Only admin accounts may try, so only their attempts count towards the limit: an anonymous caller or another
 * account cannot use up an admin's attempts. Each attempt is counted (per account and per address, shared by
 * every server process) before the password is compared, so concurrent guesses cannot slip past the limit;
 * the right password gives its attempt back. Every attempt, refused ones included, is audited.
 */
export async function unlock(
  db: Db,
  {
    actor,
    sessionId,
    address,
    password,
    adminPassword,
  }: {
    actor: Actor & { isAdmin: boolean };
    sessionId: string;
    /** the client's address (`request.ip`) */
    address: string;
    password: string;
    adminPassword: string | undefined;
  },
): Promise<UnlockOutcome> {
  if (!actor.isAdmin) {
    await adminRepository.insertAudit(db, { actorUserId: actor.id, action: "admin.unlock_refused" });
    return { outcome: "not_admin" };
  }
  const keys = unlockAttemptKeys(actor.id, address);
  const counted = await Promise.all(keys.map((key) => countHit(db, key, ADMIN_PASSWORD_ATTEMPTS.windowMs)));
  const exceeded = counted.filter((state) => state.count > ADMIN_PASSWORD_ATTEMPTS.max);
  if (exceeded.length > 0) {
    await adminRepository.insertAudit(db, { actorUserId: actor.id, action: "admin.unlock_throttled" });
    return { outcome: "too_many_attempts", retryAfterMs: Math.max(...exceeded.map((state) => state.ttlMs)) };
  }
  const right = adminPasswordMatches(password, adminPassword);
  await db.transaction(async (tx) => {
    if (right) {
      await setSessionAdminUnlocked(tx, sessionId, true);
      for (const key of keys) await takeBackHit(tx, key);
    }
    await adminRepository.insertAudit(tx, {
      actorUserId: actor.id,
      action: right ? "admin.unlock" : "admin.unlock_failed",
    });
  });
  return { outcome: right ? "unlocked" : "incorrect_password" };
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
    // Effective at once: a batch granted under the old plan holds no more than the new one allows.
    await holdOpenBatchesToPlan(tx, { userId, plan });
    await adminRepository.insertAudit(tx, {
      actorUserId: actor.id,
      action: "user.set_plan",
      targetUserId: userId,
      details: { from: before.plan, to: plan },
    });
    return true;
  });
}

/**
 * Deletes an account and everything kept for it (the privacy policy's promise), audited without naming it:
 * the audit entry keeps only that an admin deleted an account. False for an unknown user.
 */
export async function deleteAccount(
  db: Db,
  { actor, userId }: { actor: Actor; userId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await adminRepository.deleteAccount(tx, userId);
    if (deleted) await adminRepository.insertAudit(tx, { actorUserId: actor.id, action: "user.delete" });
    return deleted;
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
  // Addresses are checked like the spec's form, which still lets "=…@x.io" through: the CSV writer
  // neutralises cells a spreadsheet would run as a formula.
  return csvDocument(
    NEWSLETTER_CSV_HEADER,
    rows.map((r) => [r.email, r.listId, r.createdAt.toISOString()]),
  );
}

export async function listMessages(db: Db, { actor }: { actor: Actor }) {
  const rows = await contactRepository.listMessages(db, { limit: MESSAGE_LIST_LIMIT });
  await adminRepository.insertAudit(db, { actorUserId: actor.id, action: "messages.list" });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
