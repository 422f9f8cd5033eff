import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, databasePerTest } from "../../../test/helper.ts";
import { sessions } from "../../db/schema/index.ts";
import {
  createSession,
  hashToken,
  loadSession,
  SESSION_TTL_MS,
  setSessionAdminUnlocked,
} from "./sessions.ts";
import { upsertUserFromProfile } from "./users.repository.ts";

const HOUR = 60 * 60 * 1000;

describe.each(DATABASE_KINDS)("sessions (%s)", (kind) => {
  const freshDatabase = databasePerTest(kind);

  async function userAndSession(now: Date) {
    const database = await freshDatabase();
    const user = await upsertUserFromProfile(database.db, {
      issuer: "https://issuer.example",
      subject: "s1",
      email: "s@example.com",
      emailVerified: true,
      name: null,
      avatarUrl: null,
    });
    return {
      db: database.db,
      user,
      session: await createSession(database.db, { userId: user.id, idToken: null, now }),
    };
  }

  it("stores only a hash of the cookie token", async () => {
    const { db, session } = await userAndSession(new Date());
    const rows = await db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(hashToken(session.token));
    expect(rows[0]?.id).not.toBe(session.token);
  });

  it("slides the expiry on use and ends an idle session", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const { db, session } = await userAndSession(start);
    expect(session.expiresAt.getTime()).toBe(start.getTime() + SESSION_TTL_MS);

    const later = new Date(start.getTime() + 3 * HOUR);
    const used = await loadSession(db, session.token, later);
    expect(used?.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS);

    const idleTooLong = new Date(later.getTime() + SESSION_TTL_MS + 1000);
    expect(await loadSession(db, session.token, idleTooLong)).toBeNull();
    expect(await loadSession(db, "not-a-token", later)).toBeNull();
  });

  it("remembers the admin unlock per session", async () => {
    const now = new Date();
    const { db, session } = await userAndSession(now);
    expect((await loadSession(db, session.token, now))?.adminUnlocked).toBe(false);
    await setSessionAdminUnlocked(db, hashToken(session.token), true);
    expect((await loadSession(db, session.token, now))?.adminUnlocked).toBe(true);
    await setSessionAdminUnlocked(db, hashToken(session.token), false);
    expect((await loadSession(db, session.token, now))?.adminUnlocked).toBe(false);
  });
});
