import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { API_REFUSALS, MESSAGES } from "@photo-organizer/core";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, DATABASE_KINDS, reserveBatch, type TestApp } from "../../../test/helper.ts";
import { batches, users } from "../../db/schema/index.ts";

const sharedDir = process.env.SHARED_DIR ?? join(import.meta.dirname, "../../../../../../shared");
const modelsDir = process.env.MODELS_DIR ?? join(sharedDir, "models");

async function jpegBase64(width = 64, height = 48): Promise<string> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: "#808080" } })
    .jpeg()
    .toBuffer();
  return jpeg.toString("base64");
}

/** Signs a user in (on a plan big enough for the test) and reserves a batch of `count` images. */
async function startBatch(t: TestApp, count: number, plan: "free" | "enterprise" = "free") {
  const cookie = await t.signIn({ email: `analyst-${count}@example.com` });
  if (plan !== "free") await t.database.db.update(users).set({ plan });
  return { cookie, batchId: await reserveBatch(t, cookie, count) };
}

/** Sends a small grey JPEG preview for analysis within the batch. */
async function analyzePreview(t: TestApp | undefined, cookie: string, batchId: string) {
  return t?.inject({
    method: "POST",
    url: "/api/analyze-image",
    headers: { cookie },
    payload: { base64Image: await jpegBase64(), batchId },
  });
}

/** A chat-completions endpoint whose answer the test chooses. */
let reply: (res: import("node:http").ServerResponse) => void = () => undefined;
let api: Server;
/** How many descriptions the image service was asked for. */
let apiCalls = 0;
let apiUrl = "";
beforeAll(async () => {
  api = createServer((req, res) => {
    apiCalls += 1;
    req.resume();
    req.on("end", () => reply(res));
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));
const answerWith = (status: number, body: unknown) => {
  reply = (res) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
};

describe.each(DATABASE_KINDS)(
  "POST /api/analyze-image (%s)",
  (db) => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });
    const openAiApp = () =>
      buildTestApp({
        db,
        env: { DESCRIBER: "openai", OPENAI_BASE_URL: apiUrl, OPENAI_API_KEY: "k", OPENAI_MODEL: "m" },
      });

    it("refuses signed-out callers", async () => {
      t = await openAiApp();
      const res = await t.inject({
        method: "POST",
        url: "/api/analyze-image",
        payload: { base64Image: await jpegBase64(), batchId: crypto.randomUUID() },
      });
      expect(res.statusCode).toBe(401);
    });

    it("answers description and category (the browser names the photo), and uses one slot of the batch", async () => {
      answerWith(200, {
        choices: [{ message: { role: "assistant", content: "A golden retriever on a sandy beach." } }],
      });
      t = await openAiApp();
      const { cookie, batchId } = await startBatch(t, 1);
      const analyze = () => analyzePreview(t, cookie, batchId);
      const res = await analyze();
      expect(res?.statusCode).toBe(200);
      expect(res?.json()).toEqual({
        description: "A golden retriever on a sandy beach.",
        category: "Animals",
        folder: "Animals",
      });
      const second = await analyze();
      expect([second?.statusCode, second?.json().code]).toEqual([409, "batch_full"]);
    });

    it("uses the spec's texts when the service fails or says nothing, and then uses no slot", async () => {
      t = await openAiApp();
      const { cookie, batchId } = await startBatch(t, 1);
      const analyze = () => analyzePreview(t, cookie, batchId);
      answerWith(401, { error: { message: "Incorrect API key provided" } });
      const failed = await analyze();
      expect(failed?.statusCode).toBe(502);
      expect(failed?.json()).toEqual({
        message: MESSAGES.analysisFailed(MESSAGES.imageServiceUnavailable),
        code: "analysis_failed",
      });
      answerWith(200, { choices: [{ message: { role: "assistant", content: "" } }] });
      const empty = await analyze();
      expect(empty?.statusCode).toBe(502);
      expect(empty?.json()).toEqual({ message: MESSAGES.noAnalysisReturned, code: "no_analysis" });
      // The one reserved slot is still free.
      answerWith(200, { choices: [{ message: { role: "assistant", content: "A cat" } }] });
      expect((await analyze())?.statusCode).toBe(200);
    });

    it("refuses a batch that is not the caller's, and input that is not an image", async () => {
      answerWith(200, { choices: [{ message: { role: "assistant", content: "A cat" } }] });
      t = await openAiApp();
      const { cookie, batchId } = await startBatch(t, 1);
      const post = (payload: object) =>
        t?.inject({ method: "POST", url: "/api/analyze-image", headers: { cookie }, payload });
      expect(
        (await post({ base64Image: await jpegBase64(), batchId: crypto.randomUUID() }))?.statusCode,
      ).toBe(404);
      const notBase64 = await post({ base64Image: "data:image/jpeg;base64,AAAA", batchId });
      expect([notBase64?.statusCode, notBase64?.json().code]).toEqual([400, "invalid_base64"]);
      const text = await post({
        base64Image: Buffer.from("hello, not an image").toString("base64"),
        batchId,
      });
      expect([text?.statusCode, text?.json().code]).toEqual([415, "unsupported_image"]);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString(
        "base64",
      );
      expect((await post({ base64Image: svg, batchId }))?.statusCode).toBe(415);
      expect((await post({ base64Image: await jpegBase64(), batchId }))?.statusCode).toBe(200);
    });

    it("binds a photo key to its photo: the same photo gets its first answer, another is refused, unanalysed and free", async () => {
      t = await openAiApp();
      const { cookie, batchId } = await startBatch(t, 1);
      const send = (base64Image: string, photoKey = "0") =>
        t?.inject({
          method: "POST",
          url: "/api/analyze-image",
          headers: { cookie },
          payload: { base64Image, batchId, photoKey },
        });
      const [first, other] = [await jpegBase64(64, 48), await jpegBase64(48, 64)];
      answerWith(200, { choices: [{ message: { role: "assistant", content: "A grey card" } }] });
      const calls = apiCalls;
      const answered = await send(first);
      expect(answered?.statusCode).toBe(200);
      expect(apiCalls).toBe(calls + 1);

      answerWith(200, { choices: [{ message: { role: "assistant", content: "A tabby cat" } }] });
      for (let i = 0; i < 3; i++) {
        const reused = await send(other);
        expect([reused?.statusCode, reused?.json()]).toEqual([
          409,
          { message: API_REFUSALS.photoKeyReused, code: "photo_key_reused" },
        ]);
      }
      const again = await send(first);
      expect([again?.statusCode, again?.json()]).toEqual([200, answered?.json()]);
      expect(apiCalls).toBe(calls + 1);

      const [batch] = await t.database.db.select().from(batches).where(eq(batches.id, batchId));
      expect(batch?.used).toBe(1);
      // The batch's one slot is used: a new photo under a new key is refused too.
      expect((await send(other, "1"))?.json().code).toBe("batch_full");
    });

    it("describes a photo charged under a batch finished since again for nothing, and no other photo", async () => {
      t = await openAiApp();
      const { cookie, batchId } = await startBatch(t, 2);
      const send = (base64Image: string, photoKey: string) =>
        t?.inject({
          method: "POST",
          url: "/api/analyze-image",
          headers: { cookie },
          payload: { base64Image, batchId, photoKey },
        });
      const usage = async () =>
        (await t?.inject({ method: "GET", url: "/api/usage", headers: { cookie } }))?.json().count;
      const [photo, other] = [await jpegBase64(64, 48), await jpegBase64(48, 64)];
      answerWith(200, { choices: [{ message: { role: "assistant", content: "A grey card" } }] });
      expect((await send(photo, "0"))?.statusCode).toBe(200);
      // The page finished the batch as a reload took it away, before this answer reached it.
      const finished = await t.inject({
        method: "POST",
        url: `/api/batches/${batchId}/finish`,
        headers: { cookie },
      });
      expect(finished.json()).toMatchObject({ charged: 1 });
      expect(await usage()).toBe(1);

      answerWith(200, { choices: [{ message: { role: "assistant", content: "A grey postcard" } }] });
      const calls = apiCalls;
      const again = await send(photo, "0");
      expect([again?.statusCode, again?.json().description]).toEqual([200, "A grey postcard"]);
      expect(apiCalls).toBe(calls + 1);
      expect(await usage()).toBe(1);
      // Only the photo charged there: another under its key, or one under a new key, is refused, unanalysed.
      expect((await send(other, "0"))?.json().code).toBe("batch_closed");
      expect((await send(photo, "1"))?.json().code).toBe("batch_closed");
      expect(apiCalls).toBe(calls + 1);
    });

    it("refuses a body over the size limit with the JSON error shape", async () => {
      t = await openAiApp();
      const { cookie, batchId } = await startBatch(t, 1);
      const res = await t.inject({
        method: "POST",
        url: "/api/analyze-image",
        headers: { cookie },
        payload: { base64Image: "A".repeat(22 * 1024 * 1024), batchId },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toHaveProperty("message");
    });
  },
  90_000,
);

/** Dev photos whose category the local describer gets right today; a change that breaks one shows here. */
const GOLDEN: [file: string, category: string][] = [
  ["imagenet-samples/images/n01729322_hognose_snake.JPEG", "Animals"],
  ["tf-flowers/daisy/10437929963_bc13eebe0c.jpg", "Plants"],
  ["imagenet-samples/images/n03047690_clog.JPEG", "Fashion"],
  ["imagenet-samples/images/n04252077_snowmobile.JPEG", "Vehicles"],
  ["imagenet-samples/images/n07753592_banana.JPEG", "Food"],
  ["imagenet-samples/images/n04118538_rugby_ball.JPEG", "Sports"],
  ["stanford40-sample/applauding/applauding_004.jpg", "People"],
  ["weather-mwd/cloudy/train_cloudy1.jpg", "Weather"],
  // the sun in a blue sky over mountains; a sunny beach (issue 10) stays a beach
  ["weather-mwd/shine/train_shine27.jpg", "Weather"],
  ["imagenet-samples/images/n09428293_seashore.JPEG", "Nature"],
  ["imagenet-samples/images/n04550184_wardrobe.JPEG", "Design"],
  // three faces the detector is unsure of, none above 0.8: together a group of people (issue 10)
  ["personal-events/family/img153.jpg", "People"],
  // a jack-o'-lantern as the classifier's second guess: the occasion is the subject (issue 10)
  ["personal-events/halloween/img510.jpg", "Holiday"],
];

describe("the local describer through the endpoint (pglite)", () => {
  let t: TestApp;
  let cookie: string;
  let batchId: string;
  beforeAll(async () => {
    t = await buildTestApp({ db: "pglite", env: { MODELS_DIR: modelsDir, DESCRIBE_WORKERS: "1" } });
    await t.app.describer.start();
    ({ cookie, batchId } = await startBatch(t, 240, "enterprise"));
  }, 120_000);
  afterAll(() => t?.close());

  const analyze = (bytes: Buffer) =>
    t.inject({
      method: "POST",
      url: "/api/analyze-image",
      headers: { cookie },
      payload: { base64Image: bytes.toString("base64"), batchId },
    });

  it("has both models loaded, and says so in /readyz", async () => {
    const res = await t.inject({ method: "GET", url: "/readyz" });
    expect(res.json()).toMatchObject({
      checks: { models: "ok" },
      details: { models: { kind: "local", ready: true, models: { faces: true, classifier: true } } },
    });
  });

  it.each(GOLDEN)("files %s under %s", async (file, category) => {
    const res = await analyze(readFileSync(join(sharedDir, "photos/dev", file)));
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toBe(category);
  });

  it("answers 415 'not supported', not 422 'damaged', for real images in formats it cannot decode", async () => {
    for (const file of [
      "heic/strukturag__example.heic",
      "heic/ianare__IMG_5195.HEIC",
      "raw/exiftool__CanonRaw.cr2",
    ]) {
      const res = await analyze(readFileSync(join(sharedDir, "photos/formats", file)));
      expect([res.statusCode, res.json().code], file).toEqual([415, "unsupported_image"]);
    }
    const heic = await analyze(readFileSync(join(sharedDir, "photos/formats/heic/strukturag__example.heic")));
    expect(heic.json().message).toBe(MESSAGES.imageNotSupported("heic"));
  });

  it("describes or cleanly refuses every file in photos/formats, and stays up", async () => {
    const root = join(sharedDir, "photos/formats");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((f) => !f.endsWith(".csv") && statSync(join(root, f)).isFile())
      .sort();
    expect(files.length).toBeGreaterThan(100);
    const outcomes: Record<string, number> = {};
    for (const file of files) {
      const bytes = readFileSync(join(root, file));
      const res = await analyze(bytes);
      const body = res.json() as { message?: string; description?: string };
      const clean =
        (res.statusCode === 200 && typeof body.description === "string" && body.description !== "") ||
        ([400, 413, 415, 422].includes(res.statusCode) && typeof body.message === "string") ||
        (res.statusCode === 502 && body.message === MESSAGES.noAnalysisReturned);
      expect(clean, `${file}: ${res.statusCode} ${res.body}`).toBe(true);
      outcomes[res.statusCode] = (outcomes[res.statusCode] ?? 0) + 1;
    }
    expect(outcomes[200]).toBeGreaterThan(50);
    expect((await t.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  }, 300_000);
});
