import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, suiteTestApp } from "../../../test/helper.ts";
import { contactMessages } from "../../db/schema/index.ts";
import { CONTACT_RATE_LIMIT } from "./contact.routes.ts";

describe.each(DATABASE_KINDS)("POST /api/contact (%s)", (kind) => {
  const t = suiteTestApp({ db: kind });

  let client = 0;
  const send = (payload: object, options: { cookie?: string; remoteAddress?: string } = {}) =>
    t.inject({
      method: "POST",
      url: "/api/contact",
      payload,
      remoteAddress: options.remoteAddress ?? `10.1.0.${++client}`,
      headers: options.cookie ? { cookie: options.cookie } : {},
    });

  const message = { name: "Ann", email: "ann@example.com", subject: "Hello", message: "A question." };

  it("stores a contact-page message", async () => {
    const res = await send(message);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...message, source: "contact", userId: null });
  });

  it("stores a help-page support request (no subject) with the sender's account when signed in", async () => {
    const cookie = await t.signIn({ email: "helpme@example.com", name: "Helpme" });
    const res = await send(
      { name: "Helpme", email: "helpme@example.com", message: "Stuck.", source: "help" },
      { cookie },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, (res.json() as { id: string }).id));
    expect(row).toMatchObject({ source: "help", subject: "", message: "Stuck." });
    expect(row?.userId).toEqual(expect.any(String));
  });

  it.each([
    [{ ...message, name: " " }, "name"],
    [{ ...message, subject: "" }, "subject"],
    [{ ...message, message: "" }, "message"],
    [{ ...message, email: undefined }, "email"],
    [{ ...message, message: "x".repeat(5001) }, "message"],
  ])("refuses a missing or oversized field (%#: %s)", async (payload, field) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it("refuses an invalid email with the spec's text", async () => {
    const res = await send({ ...message, email: "nope" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Please enter a valid email address", code: "invalid_email" });
  });

  it("rate-limits one client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i++) {
      statuses.push((await send(message, { remoteAddress: "10.1.9.9" })).statusCode);
    }
    expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT.max).fill(201), 429]);
  });
});
