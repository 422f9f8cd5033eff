import { DEFAULT_ORGANIZATION_SETTINGS, ORGANIZATION_COPY, type PlanId } from "@photo-organizer/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, suiteTestApp, type TestApp } from "../../../test/helper.ts";
import { users } from "../../db/schema/index.ts";
import { TEST_SETTINGS } from "./test-settings.ts";

const mine = TEST_SETTINGS;

let accounts = 0;
async function signIn(t: TestApp, plan: PlanId) {
  accounts += 1;
  const email = `organizer-${plan}-${accounts}@example.com`;
  const cookie = await t.signIn({ email });
  await t.app.db.update(users).set({ plan }).where(eq(users.email, email));
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, id: row?.id as string, email };
}

const get = (t: TestApp, cookie: string) =>
  t.inject({ method: "GET", url: "/api/organization-settings", headers: { cookie } });
const put = (t: TestApp, cookie: string, payload: unknown) =>
  t.inject({
    method: "PUT",
    url: "/api/organization-settings",
    headers: { cookie },
    payload: payload as object,
  });

describe.each(DATABASE_KINDS)("organization settings API (%s)", (kind) => {
  const t = suiteTestApp({ db: kind });

  it("refuses anonymous callers", async () => {
    expect((await t.inject({ method: "GET", url: "/api/organization-settings" })).statusCode).toBe(401);
    const res = await t.inject({ method: "PUT", url: "/api/organization-settings", payload: mine });
    expect(res.statusCode).toBe(401);
  });

  it("gives the defaults until a VIP or Pro account saves its own, then keeps them", async () => {
    for (const plan of ["enterprise", "pro"] as const) {
      const { cookie } = await signIn(t, plan);
      expect((await get(t, cookie)).json()).toEqual({
        settings: DEFAULT_ORGANIZATION_SETTINGS,
        saved: false,
        applies: true,
      });
      const saved = await put(t, cookie, mine);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ settings: mine, saved: true, applies: true });
      expect((await get(t, cookie)).json()).toEqual({ settings: mine, saved: true, applies: true });
      expect(await t.app.organizationSettings.effective({ id: (await idOf(t, cookie)) ?? "", plan })).toEqual(
        mine,
      );
    }
  });

  it("refuses a Free account's settings with a 403 that says why, and keeps nothing", async () => {
    const { cookie, id } = await signIn(t, "free");
    const res = await put(t, cookie, mine);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: ORGANIZATION_COPY.planRefusal("Free"),
      code: "plan_feature_required",
    });
    expect((await get(t, cookie)).json()).toEqual({
      settings: DEFAULT_ORGANIZATION_SETTINGS,
      saved: false,
      applies: false,
    });
    expect(await t.app.organizationSettings.effective({ id, plan: "free" })).toEqual(
      DEFAULT_ORGANIZATION_SETTINGS,
    );
  });

  it("keeps a downgraded account's settings but stops applying them, and applies them again on upgrade", async () => {
    const { cookie, id, email } = await signIn(t, "pro");
    expect((await put(t, cookie, mine)).statusCode).toBe(200);
    await t.app.db.update(users).set({ plan: "free" }).where(eq(users.email, email));
    expect((await get(t, cookie)).json()).toEqual({ settings: mine, saved: true, applies: false });
    expect(await t.app.organizationSettings.effective({ id, plan: "free" })).toEqual(
      DEFAULT_ORGANIZATION_SETTINGS,
    );
    expect((await put(t, cookie, { ...mine, sidecars: false })).statusCode).toBe(403);
    await t.app.db.update(users).set({ plan: "enterprise" }).where(eq(users.email, email));
    expect((await get(t, cookie)).json()).toEqual({ settings: mine, saved: true, applies: true });
  });

  it("refuses invalid settings with the message naming what is wrong", async () => {
    const { cookie } = await signIn(t, "enterprise");
    const res = await put(t, cookie, { ...mine, folderPattern: "{year}/{categroy}" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("{categroy} is not a token of the folder pattern");
    const twice = await put(t, cookie, {
      ...mine,
      folders: [...mine.folders, { name: "Animals too", words: [], categories: ["Animals"] }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain(
      'Animals flows into two folders, "Pets & Wildlife" and "Animals too"',
    );
    expect((await get(t, cookie)).json().saved).toBe(false);
  });

  it("keeps each user's settings their own", async () => {
    const a = await signIn(t, "pro");
    const b = await signIn(t, "pro");
    await put(t, a.cookie, mine);
    expect((await get(t, b.cookie)).json().saved).toBe(false);
  });
});

async function idOf(t: TestApp, cookie: string): Promise<string | undefined> {
  const me = await t.inject({ method: "GET", url: "/api/me", headers: { cookie } });
  return me.json().id;
}
