import { LEARNING } from "@photo-organizer/core";
import { and, count, desc, eq, lt, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { learningExamples, reviewSettings } from "../../db/schema/index.ts";

export type NewExample = { embedding: number[]; category: string; corrected: boolean };
export type StoredExample = { embedding: number[]; category: string };

/**
 * Stores the examples (replacing the same review's earlier ones, when `batch` is given), then drops the
 * user's oldest beyond the cap, in one transaction.
 */
export async function addExamples(
  db: Db,
  userId: string,
  examples: readonly NewExample[],
  batch?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (batch) {
      await tx
        .delete(learningExamples)
        .where(and(eq(learningExamples.userId, userId), eq(learningExamples.batchId, batch)));
    }
    await tx.insert(learningExamples).values(examples.map((e) => ({ userId, ...e, batchId: batch ?? null })));
    const [oldestKept] = await tx
      .select({ id: learningExamples.id })
      .from(learningExamples)
      .where(eq(learningExamples.userId, userId))
      .orderBy(desc(learningExamples.id))
      .offset(LEARNING.maxExamplesPerUser - 1)
      .limit(1);
    if (oldestKept) {
      await tx
        .delete(learningExamples)
        .where(and(eq(learningExamples.userId, userId), lt(learningExamples.id, oldestKept.id)));
    }
  });
}

/**
 * The user's latest examples (at most the cap), oldest first. Rows beyond the cap (kept under an earlier,
 * larger cap) are never used, and go at the user's next review.
 */
export async function listExamples(db: Db, userId: string): Promise<StoredExample[]> {
  const newestFirst = await db
    .select({ embedding: learningExamples.embedding, category: learningExamples.category })
    .from(learningExamples)
    .where(eq(learningExamples.userId, userId))
    .orderBy(desc(learningExamples.id))
    .limit(LEARNING.maxExamplesPerUser);
  return newestFirst.reverse();
}

/** Changes whenever the user's examples change: how many there are and the newest id. */
export async function examplesStamp(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ n: count(), newest: max(learningExamples.id) })
    .from(learningExamples)
    .where(eq(learningExamples.userId, userId));
  return `${row?.n ?? 0}:${row?.newest ?? 0}`;
}

export async function countExamples(
  db: Db,
  userId: string,
): Promise<{ examples: number; corrections: number }> {
  const latest = db
    .select({ corrected: learningExamples.corrected })
    .from(learningExamples)
    .where(eq(learningExamples.userId, userId))
    .orderBy(desc(learningExamples.id))
    .limit(LEARNING.maxExamplesPerUser)
    .as("latest");
  const [row] = await db
    .select({
      examples: count(),
      corrections: sql<number>`count(*) filter (where ${latest.corrected})`.mapWith(Number),
    })
    .from(latest);
  return { examples: row?.examples ?? 0, corrections: row?.corrections ?? 0 };
}

/** Deletes every example of the user; returns how many there were. */
export async function forgetExamples(db: Db, userId: string): Promise<number> {
  const gone = await db
    .delete(learningExamples)
    .where(eq(learningExamples.userId, userId))
    .returning({ id: learningExamples.id });
  return gone.length;
}

export async function readReviewBeforeDownload(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: reviewSettings.reviewBeforeDownload })
    .from(reviewSettings)
    .where(eq(reviewSettings.userId, userId));
  return row?.on ?? false;
}

export async function saveReviewBeforeDownload(db: Db, userId: string, on: boolean): Promise<void> {
  await db
    .insert(reviewSettings)
    .values({ userId, reviewBeforeDownload: on })
    .onConflictDoUpdate({
      target: reviewSettings.userId,
      set: { reviewBeforeDownload: on, updatedAt: new Date() },
    });
}
