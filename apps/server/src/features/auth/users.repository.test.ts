import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, databasePerTest } from "../../../test/helper.ts";
import { users } from "../../db/schema/index.ts";
import { upsertUserFromProfile } from "./users.repository.ts";

const profile = (n: number) => ({
  issuer: "https://issuer.example",
  subject: `subject-${n}`,
  email: `person${n}@example.com`,
  emailVerified: true,
  name: `Person ${n}`,
  avatarUrl: null,
});

describe.each(DATABASE_KINDS)("user upsert (%s)", (kind) => {
  const freshDatabase = databasePerTest(kind);

  it("gives exactly the first 10 accounts VIP under 15 concurrent first sign-ups", async () => {
    const database = await freshDatabase();
    const db = database.db;
    const created = await Promise.all(
      Array.from({ length: 15 }, (_, i) => upsertUserFromProfile(db, profile(i))),
    );
    expect(new Set(created.map((u) => u.id)).size).toBe(15);
    const rows = await db.select().from(users).orderBy(users.createdAt);
    expect(rows.filter((u) => u.plan === "enterprise")).toHaveLength(10);
    expect(rows.filter((u) => u.plan === "free")).toHaveLength(5);
  });

  it("updates name, email and avatar on later sign-ins but never the plan, and never duplicates", async () => {
    const database = await freshDatabase();
    const db = database.db;
    const first = await upsertUserFromProfile(db, profile(1));
    await db.update(users).set({ plan: "pro" }).where(eq(users.id, first.id));
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        upsertUserFromProfile(db, { ...profile(1), name: "Renamed", avatarUrl: "https://img.example/a.png" }),
      ),
    );
    expect(again.every((u) => u.id === first.id)).toBe(true);
    const [row] = await db.select().from(users).where(eq(users.id, first.id));
    expect(row).toMatchObject({ name: "Renamed", avatarUrl: "https://img.example/a.png", plan: "pro" });
    expect(await db.select().from(users)).toHaveLength(1);
  });

  it("keeps the same subject from two issuers apart", async () => {
    const database = await freshDatabase();
    const a = await upsertUserFromProfile(database.db, profile(1));
    const b = await upsertUserFromProfile(database.db, { ...profile(1), issuer: "https://other.example" });
    expect(a.id).not.toBe(b.id);
  });
});
