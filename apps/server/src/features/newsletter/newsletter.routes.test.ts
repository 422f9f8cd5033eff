import { MESSAGES, NEWSLETTER_LIST_ID } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, suiteTestApp } from "../../../test/helper.ts";
import { newsletterSubscriptions } from "../../db/schema/index.ts";
import { SUBSCRIBE_RATE_LIMIT } from "./newsletter.routes.ts";

describe.each(DATABASE_KINDS)("POST /api/subscribe (%s)", (kind) => {
  const t = suiteTestApp({ db: kind });

  let client = 0;
  /** Each call comes from its own address, so the rate limit only matters where a test wants it. */
  const subscribe = (payload: unknown, remoteAddress = `10.0.0.${++client}`) =>
    t.inject({ method: "POST", url: "/api/subscribe", payload: payload as object, remoteAddress });

  it("subscribes a new address, then says it is already subscribed (case-insensitively)", async () => {
    const first = await subscribe({ email_address: "Ann@Example.com", listId: NEWSLETTER_LIST_ID });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: "subscribed", message: MESSAGES.subscribeSuccess.description });
    const again = await subscribe({ email_address: "  ann@example.COM ", listId: NEWSLETTER_LIST_ID });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      status: "already_subscribed",
      message: "This email is already subscribed to our newsletter.",
    });
    const rows = await t.app.db.select().from(newsletterSubscriptions);
    expect(rows.filter((r) => r.email === "ann@example.com")).toHaveLength(1);
  });

  it.each([
    [undefined, "Please enter your email address"],
    ["", "Please enter your email address"],
    ["   ", "Please enter your email address"],
    ["not-an-email", "Please enter a valid email address"],
    ["a@b", "Please enter a valid email address"],
    ["two words@example.com", "Please enter a valid email address"],
  ])("refuses %j with the spec's text", async (email, message) => {
    const res = await subscribe({ email_address: email, listId: NEWSLETTER_LIST_ID });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: "invalid_email" });
  });

  it("refuses an unknown list", async () => {
    const res = await subscribe({ email_address: "bob@example.com", listId: "other-list" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation_error");
  });

  it("refuses a cross-site request", async () => {
    const res = await t.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { email_address: "eve@example.com", listId: NEWSLETTER_LIST_ID },
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("rate-limits one client", async () => {
    const address = "10.9.9.9";
    const statuses: number[] = [];
    for (let i = 0; i <= SUBSCRIBE_RATE_LIMIT.max; i++) {
      const res = await subscribe(
        { email_address: `r${i}@example.com`, listId: NEWSLETTER_LIST_ID },
        address,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, SUBSCRIBE_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not affected.
    expect(
      (await subscribe({ email_address: "free@example.com", listId: NEWSLETTER_LIST_ID })).statusCode,
    ).toBe(200);
  });
});
