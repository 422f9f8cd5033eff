import type { PlanId } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, databasePerTest } from "../../../test/helper.ts";
import { users } from "../../db/schema/index.ts";
import { insertMessage, listMessages } from "./contact.repository.ts";

describe.each(DATABASE_KINDS)("contact messages in the order of answering (%s)", (kind) => {
  const freshDatabase = databasePerTest(kind);

  it("keeps an old VIP message at the top of a full list, however many newer ones come from Free", async () => {
    const database = await freshDatabase();
    const db = database.db;
    const account = async (plan: PlanId) => {
      const [row] = await db
        .insert(users)
        .values({ issuer: "https://issuer.example", subject: plan, email: `${plan}@example.com`, plan })
        .returning({ id: users.id });
      return row?.id ?? null;
    };
    const vip = await account("enterprise");
    const pro = await account("pro");
    const free = await account("free");
    const minute = 60_000;
    const start = Date.parse("2026-12-01T09:00:00Z");
    const sent = [
      ["vip, oldest", vip],
      ["pro", pro],
      ["visitor", null],
      ["free 1", free],
      ["free 2", free],
    ] as const;
    for (const [i, [message, userId]] of sent.entries()) {
      await insertMessage(db, {
        userId,
        name: "Sender",
        email: "sender@example.com",
        subject: "Order",
        message,
        createdAt: new Date(start + i * minute),
      });
    }

    const list = async (limit: number) => (await listMessages(db, { limit })).map((m) => [m.message, m.plan]);
    expect(await list(10)).toEqual([
      ["vip, oldest", "enterprise"],
      ["pro", "pro"],
      ["free 2", "free"],
      ["free 1", "free"],
      ["visitor", null],
    ]);
    // The list's limit cuts the least urgent, not the oldest.
    expect(await list(2)).toEqual([
      ["vip, oldest", "enterprise"],
      ["pro", "pro"],
    ]);
  });
});
