import type { PlanId } from "@photo-organizer/core";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { signIn } from "./sign-in.ts";
import type { Site } from "./site.ts";

export type Usage = { count: number; limit: number; remaining: number; batchCap: number; plan: PlanId };

/** `GET /api/usage` with the page's session. */
export async function usageOf(page: Page, origin: string): Promise<Usage> {
  const res = await page.request.get(`${origin}/api/usage`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Usage;
}

/** An admin's page, signed in and unlocked with the password the site was started with (D3). */
export async function unlockedAdmin(site: Site, email: string, password: string): Promise<Page> {
  const context = await site.newContext();
  const admin = await context.newPage();
  await signIn(admin, site.server.url, { email, name: "Admin" });
  const unlock = await admin.request.post(`${site.server.url}/api/admin/unlock`, {
    data: { password },
    headers: { origin: site.server.url },
  });
  expect(unlock.status()).toBe(204);
  return admin;
}

/** Through the admin API (D3): the first accounts are VIP (D4), some tests need another plan. */
export async function setPlan(admin: Page, origin: string, email: string, plan: PlanId): Promise<void> {
  const headers = { origin };
  const users = await admin.request.get(`${origin}/api/admin/users?query=${encodeURIComponent(email)}`);
  expect(users.status()).toBe(200);
  const body = (await users.json()) as
    | { users?: { id: string; email: string }[] }
    | { id: string; email: string }[];
  const list = Array.isArray(body) ? body : (body.users ?? []);
  const user = list.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  const res = await admin.request.put(`${origin}/api/admin/users/${user.id}/plan`, {
    data: { plan },
    headers,
  });
  expect(res.ok()).toBe(true);
}
