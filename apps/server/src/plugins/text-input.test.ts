import { API_REFUSALS, NEWSLETTER_LIST_ID } from "@photo-organizer/core";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, suiteTestApp } from "../../test/helper.ts";
import { users } from "../db/schema/index.ts";
import { TEST_SETTINGS } from "../features/organization-settings/test-settings.ts";
import { holdsNul } from "./text-input.ts";

const refused = { message: API_REFUSALS.nulCharacter, code: "validation_error" };

describe("a null character in a request", () => {
  it("is found at any depth of what a request carries, and nothing else is taken for one", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(holdsNul(value)).toBe(text.includes("\\u0000"));
      }),
    );
    expect(holdsNul({ folders: [{ name: "Dogs\u0000" }] })).toBe(true);
    expect(holdsNul({ folders: [{ name: "Dogs" }], n: 0 })).toBe(false);
  });
});

describe.each(DATABASE_KINDS)("a null character in a request (%s)", (kind) => {
  const t = suiteTestApp({ db: kind });

  it("is refused as bad input, not a server error, on the forms anyone can send", async () => {
    const subscribe = await t.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { email_address: "a\u0000b@example.com", listId: NEWSLETTER_LIST_ID },
      remoteAddress: "10.9.0.1",
    });
    expect([subscribe.statusCode, subscribe.json()]).toEqual([400, refused]);
    const contact = await t.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "A\u0000", email: "a@example.com", subject: "Hello", message: "Hi there" },
      remoteAddress: "10.9.0.2",
    });
    expect([contact.statusCode, contact.json()]).toEqual([400, refused]);
  });

  it("is refused in an account's token name and its own folders, and what was saved stays", async () => {
    const email = `nul-${kind}@example.com`;
    const cookie = await t.signIn({ email });
    await t.app.db.update(users).set({ plan: "enterprise" }).where(eq(users.email, email));
    const token = await t.inject({
      method: "POST",
      url: "/api/tokens",
      headers: { cookie },
      payload: { name: "laptop\u0000" },
    });
    expect([token.statusCode, token.json()]).toEqual([400, refused]);
    const saved = await t.inject({
      method: "PUT",
      url: "/api/organization-settings",
      headers: { cookie },
      payload: TEST_SETTINGS,
    });
    expect(saved.statusCode).toBe(200);
    const folders = [{ name: "Dogs\u0000", words: [], categories: ["Animals"] }];
    const res = await t.inject({
      method: "PUT",
      url: "/api/organization-settings",
      headers: { cookie },
      payload: { ...TEST_SETTINGS, folders },
    });
    expect([res.statusCode, res.json()]).toEqual([400, refused]);
    const now = await t.inject({ method: "GET", url: "/api/organization-settings", headers: { cookie } });
    expect(now.json().settings).toEqual(TEST_SETTINGS);
  });
});
