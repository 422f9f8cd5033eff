import { existsSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_ORGANIZATION_SETTINGS, LEARNING } from "@photo-organizer/core";
import { EMBEDDING_LENGTH, MAX_EMBEDDING_VALUES_PER_REQUEST } from "@photo-organizer/core/api";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, suiteTestApp, type TestApp } from "../../../test/helper.ts";
import { learningExamples, users } from "../../db/schema/index.ts";
import { RECORD_EXAMPLES_PER_MINUTE } from "./learning.plugin.ts";

const sharedDir = process.env.SHARED_DIR ?? join(import.meta.dirname, "../../../../../../shared");
const modelsDir = process.env.MODELS_DIR ?? join(sharedDir, "models");
const classifierPresent = existsSync(join(modelsDir, "mobilenet_v1_0.75_224", "model.json"));

const embedding = (seed: number) => Array.from({ length: 32 }, (_, i) => ((i * seed) % 7) + (i % 3));

let accounts = 0;
async function signIn(t: TestApp, label: string) {
  accounts += 1;
  const email = `${label}-${accounts}@example.com`;
  const cookie = await t.signIn({ email });
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, id: row?.id as string };
}

function record(t: TestApp, cookie: string, examples: unknown[], batch?: string) {
  return t.inject({
    method: "POST",
    url: "/api/learning/examples",
    headers: { cookie },
    payload: { examples, batch },
  });
}

describe.each(DATABASE_KINDS)("learning API (%s)", (kind) => {
  const t = suiteTestApp({ db: kind });

  it("refuses anonymous callers", async () => {
    const example = { embedding: embedding(1), category: "Food", corrected: true };
    for (const [method, url, payload] of [
      ["GET", "/api/learning", undefined],
      ["POST", "/api/learning/examples", { examples: [example] }],
      ["DELETE", "/api/learning/examples", undefined],
      ["PUT", "/api/learning/settings", { reviewBeforeDownload: true }],
    ] as const) {
      const res = await t.inject({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("keeps a user's corrections and confirmations, and forgets them on request", async () => {
    const { cookie } = await signIn(t, "keeper");
    const empty = await t.inject({ method: "GET", url: "/api/learning", headers: { cookie } });
    expect(empty.json()).toEqual({
      examples: 0,
      corrections: 0,
      limit: LEARNING.maxExamplesPerUser,
      reviewBeforeDownload: false,
    });
    const res = await record(t, cookie, [
      { embedding: embedding(1), category: "Food", corrected: true },
      { embedding: embedding(2), category: "Nature", corrected: false },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ examples: 2, corrections: 1 });
    const forgotten = await t.inject({
      method: "DELETE",
      url: "/api/learning/examples",
      headers: { cookie },
    });
    expect(forgotten.json()).toMatchObject({ examples: 0, corrections: 0 });
  });

  it("keeps corrections into the user's own folders, as the review sends them", async () => {
    const { cookie } = await signIn(t, "own-folders");
    const res = await record(t, cookie, [
      { embedding: embedding(1), category: "Kids", corrected: true },
      { embedding: embedding(2), category: "Pets & Wildlife", corrected: false },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ examples: 2, corrections: 1 });
  });

  it("refuses folder names the ZIP cannot use, broken embeddings and empty requests, and keeps nothing", async () => {
    const { cookie } = await signIn(t, "careless");
    for (const examples of [
      [{ embedding: embedding(1), category: "!!!", corrected: true }],
      [{ embedding: embedding(1), category: "CON", corrected: true }],
      [{ embedding: embedding(1), category: "x".repeat(41), corrected: true }],
      [{ embedding: [1, 2, 3], category: "Food", corrected: true }],
      [{ embedding: [...embedding(1).slice(1), "x"], category: "Food", corrected: true }],
      [],
    ]) {
      expect((await record(t, cookie, examples)).statusCode).toBe(400);
    }
    const summary = await t.inject({ method: "GET", url: "/api/learning", headers: { cookie } });
    expect(summary.json()).toMatchObject({ examples: 0 });
  });

  it("refuses numbers a 32-bit float cannot hold with 400, and keeps nothing", async () => {
    const { cookie } = await signIn(t, "extreme");
    for (const value of [1e39, -1e39, 1e-50, -1e-50, Number.MAX_VALUE]) {
      const res = await record(t, cookie, [
        { embedding: [...embedding(1).slice(1), value], category: "Food", corrected: true },
      ]);
      expect([value, res.statusCode, res.json().code]).toEqual([value, 400, "validation_error"]);
    }
    const summary = await t.inject({ method: "GET", url: "/api/learning", headers: { cookie } });
    expect(summary.json()).toMatchObject({ examples: 0 });
  });

  it("refuses a request that would write more than one batch's embeddings, or mixes lengths", async () => {
    const { cookie } = await signIn(t, "greedy");
    const long = Array.from({ length: EMBEDDING_LENGTH.max }, (_, i) => i % 5);
    const huge = Array.from({ length: MAX_EMBEDDING_VALUES_PER_REQUEST / EMBEDDING_LENGTH.max + 1 }, () => ({
      embedding: long,
      category: "Food",
      corrected: false,
    }));
    expect((await record(t, cookie, huge)).statusCode).toBe(400);
    const mixed = [
      { embedding: embedding(1), category: "Food", corrected: false },
      { embedding: [...embedding(2), 1], category: "Food", corrected: false },
    ];
    expect((await record(t, cookie, mixed)).statusCode).toBe(400);
    const summary = await t.inject({ method: "GET", url: "/api/learning", headers: { cookie } });
    expect(summary.json()).toMatchObject({ examples: 0 });
  });

  it("limits how often one account records examples (429 with Retry-After)", async () => {
    const { cookie } = await signIn(t, "hammer");
    const one = [{ embedding: embedding(4), category: "Food", corrected: false }];
    const statuses: number[] = [];
    for (let i = 0; i <= RECORD_EXAMPLES_PER_MINUTE; i++)
      statuses.push((await record(t, cookie, one)).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const refused = await record(t, cookie, one);
    expect([refused.statusCode, refused.json().code]).toEqual([429, "rate_limited"]);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another account is not held back by this one.
    const other = await signIn(t, "bystander");
    expect((await record(t, other.cookie, one)).statusCode).toBe(200);
  });

  it("never shows or forgets another user's examples", async () => {
    const alice = await signIn(t, "alice");
    const bob = await signIn(t, "bob");
    await record(t, alice.cookie, [{ embedding: embedding(3), category: "Animals", corrected: true }]);
    const bobs = await t.inject({ method: "GET", url: "/api/learning", headers: { cookie: bob.cookie } });
    expect(bobs.json()).toMatchObject({ examples: 0 });
    await t.inject({ method: "DELETE", url: "/api/learning/examples", headers: { cookie: bob.cookie } });
    const alices = await t.inject({ method: "GET", url: "/api/learning", headers: { cookie: alice.cookie } });
    expect(alices.json()).toMatchObject({ examples: 1, corrections: 1 });
  });

  it("keeps at most the cap per user, dropping the oldest first", async () => {
    const { cookie, id } = await signIn(t, "prolific");
    const many = (category: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ embedding: embedding(i + 1), category, corrected: false }));
    await record(t, cookie, many("Food", 10));
    const res = await record(t, cookie, many("Nature", LEARNING.maxExamplesPerUser));
    expect(res.json()).toMatchObject({ examples: LEARNING.maxExamplesPerUser });
    const rows = await t.app.db
      .select({ category: learningExamples.category })
      .from(learningExamples)
      .where(eq(learningExamples.userId, id));
    expect(rows.every((r) => r.category === "Nature")).toBe(true);
  });

  it("replaces a review recorded again, so a photo moved after the first download is one correction", async () => {
    const { cookie } = await signIn(t, "second-thoughts");
    const review = "6f1c2a52-8f0e-4f59-9a43-2f7d1c0e5b11";
    const photos = (moved: number) =>
      [1, 2, 3, 4].map((seed, i) => ({
        embedding: embedding(seed),
        category: i < moved ? "Animals" : "Nature",
        corrected: i < moved,
      }));
    await record(t, cookie, [{ embedding: embedding(9), category: "Food", corrected: true }]);
    expect((await record(t, cookie, photos(1), review)).json()).toMatchObject({
      examples: 5,
      corrections: 2,
    });
    expect((await record(t, cookie, photos(3), review)).json()).toMatchObject({
      examples: 5,
      corrections: 4,
    });
    const other = "0b7e3f0d-2c4b-4a8e-b1a6-8c1f7e9d2a33";
    expect((await record(t, cookie, photos(0), other)).json()).toMatchObject({ examples: 9, corrections: 4 });
    expect((await record(t, cookie, photos(0), "not-a-uuid")).statusCode).toBe(400);
  });

  it("counts only the examples within the cap when older rows are left from a larger one", async () => {
    const { cookie, id } = await signIn(t, "veteran");
    const rows = (corrected: boolean, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        userId: id,
        embedding: embedding(i + 1),
        category: "Food",
        corrected,
      }));
    await t.app.db.insert(learningExamples).values(rows(true, 30));
    await t.app.db.insert(learningExamples).values(rows(false, LEARNING.maxExamplesPerUser - 5));
    const summary = await t.inject({ method: "GET", url: "/api/learning", headers: { cookie } });
    expect(summary.json()).toMatchObject({ examples: LEARNING.maxExamplesPerUser, corrections: 5 });
  });

  it("remembers the review setting per account", async () => {
    const { cookie } = await signIn(t, "reviewer");
    const other = await signIn(t, "streamer");
    const put = await t.inject({
      method: "PUT",
      url: "/api/learning/settings",
      headers: { cookie },
      payload: { reviewBeforeDownload: true },
    });
    expect(put.json()).toMatchObject({ reviewBeforeDownload: true });
    const again = await t.inject({ method: "GET", url: "/api/learning", headers: { cookie } });
    expect(again.json()).toMatchObject({ reviewBeforeDownload: true });
    const others = await t.inject({ method: "GET", url: "/api/learning", headers: { cookie: other.cookie } });
    expect(others.json()).toMatchObject({ reviewBeforeDownload: false });
  });

  it("deletes the examples with the account", async () => {
    const { cookie, id } = await signIn(t, "leaver");
    await record(t, cookie, [{ embedding: embedding(5), category: "Food", corrected: true }]);
    await t.app.db.delete(users).where(eq(users.id, id));
    const left = await t.app.db.select().from(learningExamples).where(eq(learningExamples.userId, id));
    expect(left).toEqual([]);
  });
});

/** A photo the classifier sees clearly: stripes and a disc, in colours chosen by `hue`. */
async function photo(hue: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
    <rect width="320" height="240" fill="hsl(${hue},70%,50%)"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 40}" width="18" height="240" fill="hsl(${(hue + 120) % 360},60%,30%)"/>`).join("")}
    <circle cx="160" cy="120" r="70" fill="hsl(${(hue + 240) % 360},80%,70%)"/></svg>`;
  return (await sharp(Buffer.from(svg)).jpeg().toBuffer()).toString("base64");
}

describe.skipIf(!classifierPresent)("filing with the user's examples (local classifier)", () => {
  const t = suiteTestApp({ db: "pglite", env: { MODELS_DIR: modelsDir, DESCRIBE_WORKERS: "1" } });

  async function analyze(cookie: string, base64Image: string) {
    const batch = await t.inject({
      method: "POST",
      url: "/api/batches",
      headers: { cookie },
      payload: { count: 1 },
    });
    const res = await t.inject({
      method: "POST",
      url: "/api/analyze-image",
      headers: { cookie },
      payload: { base64Image, batchId: (batch.json() as { batchId: string }).batchId },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      category: string;
      folder: string;
      learning: { embedding: number[]; describedCategory: string; neighbours: unknown[] };
    };
  }

  it("files a user's look-alike photo where they moved the first, for that user only, until they forget", async () => {
    const alice = await signIn(t, "teacher");
    const bob = await signIn(t, "stranger");
    const image = await photo(200);
    const first = await analyze(alice.cookie, image);
    expect(first.learning.embedding.length).toBeGreaterThanOrEqual(16);
    expect(first.learning.neighbours).toEqual([]);
    const target = first.category === "Holiday" ? "Work" : "Holiday";
    await record(t, alice.cookie, [
      { embedding: first.learning.embedding, category: target, corrected: true },
    ]);

    const again = await analyze(alice.cookie, image);
    expect(again.category).toBe(target);
    expect(again.learning.describedCategory).toBe(first.category);

    const bobs = await analyze(bob.cookie, image);
    expect(bobs.category).toBe(first.category);
    expect(bobs.learning.neighbours).toEqual([]);

    await t.inject({ method: "DELETE", url: "/api/learning/examples", headers: { cookie: alice.cookie } });
    expect((await analyze(alice.cookie, image)).category).toBe(first.category);
  }, 120_000);

  it("files the next look-alike into the user's own folder they corrected a photo into, while their plan applies it", async () => {
    const parent = await signIn(t, "parent");
    await t.app.db.update(users).set({ plan: "enterprise" }).where(eq(users.id, parent.id));
    const saved = await t.inject({
      method: "PUT",
      url: "/api/organization-settings",
      headers: { cookie: parent.cookie },
      payload: {
        ...DEFAULT_ORGANIZATION_SETTINGS,
        folders: [{ name: "Kids", words: ["my children"], categories: [] }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const image = await photo(40);
    const first = await analyze(parent.cookie, image);
    expect(first.folder).not.toBe("Kids");
    await record(t, parent.cookie, [
      { embedding: first.learning.embedding, category: "Kids", corrected: true },
    ]);

    const again = await analyze(parent.cookie, image);
    expect(again.folder).toBe("Kids");
    // The category stays the description's: only the folder is the user's.
    expect(again.category).toBe(first.category);
    expect(again.learning.describedCategory).toBe(first.folder);
    expect(again.learning.neighbours).toEqual([expect.objectContaining({ category: "Kids" })]);

    // Downgraded: the settings stop applying, and so does a folder they no longer have.
    await t.app.db.update(users).set({ plan: "free" }).where(eq(users.id, parent.id));
    const free = await analyze(parent.cookie, image);
    expect(free.folder).toBe(first.category);
    expect(free.learning.neighbours).toEqual([]);
  }, 120_000);
});
