import { categorize, DESCRIBE_AND_FILE_PROMPT, MESSAGES } from "@photo-organizer/core";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, DATABASE_KINDS, type TestApp } from "../../../../test/helper.ts";
import { answer, type FakeOpenAiApi, fakeOpenAiApi, type Handler, json } from "./fake-openai-api.ts";

/**
 * `DESCRIBER=openai` end to end: the browser's call to `POST /api/analyze-image` goes to a local
 * OpenAI-compatible server over real HTTP, and the folder in the answer is the one the model chose.
 */

type ChatBody = { response_format?: { type: string }; messages: { content: { text?: string }[] }[] };

/** Answers like a real endpoint: strict JSON under a JSON schema, JSON wrapped in chat without one. */
const endpoint =
  (description: string, category: string): Handler =>
  (body, req, res) => {
    const structured = (body as ChatBody).response_format?.type === "json_schema";
    const object = JSON.stringify({ description, category });
    answer(structured ? object : `Sure! Here is the photo:\n\`\`\`json\n${object}\n\`\`\``)(body, req, res);
  };

async function jpegBase64(): Promise<string> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c04020" } })
    .jpeg()
    .toBuffer();
  return jpeg.toString("base64");
}

describe.each(DATABASE_KINDS)("POST /api/analyze-image with a vision-language model (%s)", (db) => {
  let t: TestApp | undefined;
  let api: FakeOpenAiApi | undefined;
  afterEach(async () => {
    await t?.close();
    await api?.close();
    t = undefined;
    api = undefined;
  });

  /** A signed-in user with a batch of `count` photos, analysing through the fake endpoint. */
  async function start(
    handlers: Handler[],
    { env = {}, count = 1 }: { env?: Record<string, string>; count?: number } = {},
  ) {
    api = await fakeOpenAiApi(handlers);
    t = await buildTestApp({
      db,
      env: { DESCRIBER: "openai", OPENAI_BASE_URL: api.baseUrl, OPENAI_MODEL: "m", ...env },
    });
    const cookie = await t.signIn({ email: "vlm@example.com" });
    const batch = await t.inject({
      method: "POST",
      url: "/api/batches",
      headers: { cookie },
      payload: { count },
    });
    const { batchId } = batch.json() as { batchId: string };
    const image = await jpegBase64();
    const analyze = () =>
      (t as TestApp).inject({
        method: "POST",
        url: "/api/analyze-image",
        headers: { cookie },
        payload: { base64Image: image, batchId },
      });
    return { analyze };
  }

  it("files the photo in the folder the model chose under a JSON schema, not the one its words suggest", async () => {
    const { analyze } = await start([endpoint("A red sports car on a racetrack", "Sports")]);
    const res = await analyze();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      description: "A red sports car on a racetrack",
      category: "Sports",
      folder: "Sports",
    });
    const body = api?.seen[0]?.body as ChatBody;
    expect(body.response_format?.type).toBe("json_schema");
    expect(body.messages[0]?.content[0]?.text).toBe(DESCRIBE_AND_FILE_PROMPT);
  });

  it("reads the JSON from the text of an endpoint without structured output", async () => {
    const { analyze } = await start(
      [endpoint("A smiling family of four under a Christmas tree", "Holiday")],
      {
        env: { OPENAI_RESPONSE_FORMAT: "text" },
      },
    );
    const res = await analyze();
    expect(res.json()).toMatchObject({
      description: "A smiling family of four under a Christmas tree",
      category: "Holiday",
    });
    expect(api?.seen[0]?.body).not.toHaveProperty("response_format");
  });

  it("files by the sentence when the model answers a plain sentence or a folder the catalogue has not", async () => {
    const { analyze } = await start(
      [
        answer("A golden retriever on a sandy beach."),
        answer('{"description": "A tabby cat asleep on a sofa", "category": "Pets"}'),
      ],
      { count: 2 },
    );
    expect((await analyze()).json()).toEqual({
      description: "A golden retriever on a sandy beach.",
      category: categorize("A golden retriever on a sandy beach."),
      folder: categorize("A golden retriever on a sandy beach."),
    });
    expect((await analyze()).json()).toMatchObject({
      description: "A tabby cat asleep on a sofa",
      category: categorize("A tabby cat asleep on a sofa"),
    });
  });

  it("answers the spec's 'no analysis' error for an empty or broken answer, and uses no slot", async () => {
    const { analyze } = await start([
      answer(""),
      answer('{"description": "", "category": "Animals"}'),
      answer('{"description": "A cat on'),
      (_b, _q, res) => json(res, 200, { choices: [{ message: { role: "assistant", content: null } }] }),
      answer('{"description": "A cat on a sofa", "category": "Animals"}'),
    ]);
    for (let i = 0; i < 4; i++) {
      const res = await analyze();
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: MESSAGES.noAnalysisReturned, code: "no_analysis" });
    }
    // The batch's one slot is still free.
    expect((await analyze()).json()).toMatchObject({ category: "Animals" });
  });
});
