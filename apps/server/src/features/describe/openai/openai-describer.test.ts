import { CATEGORY_NAMES, categorize, DESCRIBE_AND_FILE_PROMPT } from "@photo-organizer/core";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Preview } from "../describer.ts";
import { DescriberError } from "../describer.ts";
import { answer, type FakeOpenAiApi, failure, fakeOpenAiApi as fakeApi, json } from "./fake-openai-api.ts";
import { createOpenAiDescriber } from "./openai-describer.ts";

let preview: Preview;
beforeAll(async () => {
  const { data, info } = await sharp({
    create: { width: 40, height: 30, channels: 3, background: "#3366cc" },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  preview = { data: new Uint8Array(data), width: info.width, height: info.height };
});

let api: FakeOpenAiApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe("openai describer", () => {
  it("sends the prompt and the photo as a data-URL image part, with the key, and returns the sentence", async () => {
    api = await fakeApi([
      answer('{"description": "A blue square on a plain background.", "category": "Art"}'),
    ]);
    const describer = createOpenAiDescriber({
      baseUrl: `${api.baseUrl}/`,
      apiKey: "sk-test",
      model: "vision-1",
    });
    await expect(describer.describe(preview)).resolves.toEqual({
      description: "A blue square on a plain background.",
      category: "Art",
    });
    const [request] = api.seen;
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    expect(request?.headers["content-type"]).toBe("application/json");
    const body = request?.body as {
      model: string;
      messages: { role: string; content: unknown[] }[];
      response_format?: { type: string; json_schema?: { schema: { properties: { category: unknown } } } };
    };
    expect(body.model).toBe("vision-1");
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]?.role).toBe("user");
    expect(body.messages[0]?.content).toEqual([
      { type: "text", text: DESCRIBE_AND_FILE_PROMPT },
      {
        type: "image_url",
        image_url: { url: expect.stringMatching(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/) },
      },
    ]);
    expect(body.response_format?.type).toBe("json_schema");
    expect(body.response_format?.json_schema?.schema.properties.category).toEqual({
      type: "string",
      enum: [...CATEGORY_NAMES],
    });
    const imagePart = body.messages[0]?.content[1] as { image_url: { url: string } } | undefined;
    const url = imagePart?.image_url.url ?? "";
    const sent = await sharp(Buffer.from(url.split(",")[1] ?? "", "base64")).metadata();
    expect([sent.format, sent.width, sent.height]).toEqual(["jpeg", 40, 30]);
  });

  it("sends no Authorization header without a key (Ollama, LM Studio)", async () => {
    api = await fakeApi([answer("A blue square")]);
    const describer = createOpenAiDescriber({ baseUrl: api.baseUrl, apiKey: undefined, model: "llava" });
    await describer.describe(preview);
    expect(api.seen[0]?.headers.authorization).toBeUndefined();
  });

  it("retries 429 and 5xx answers with back-off, then succeeds", async () => {
    api = await fakeApi([
      failure(429, "Rate limit reached", { "retry-after": "0" }),
      failure(503, "overloaded"),
      answer("A cat"),
    ]);
    const describer = createOpenAiDescriber({ baseUrl: api.baseUrl, apiKey: "k", model: "m", backoffMs: 5 });
    await expect(describer.describe(preview)).resolves.toEqual({
      description: "A cat",
      category: categorize("A cat"),
    });
    expect(api.seen).toHaveLength(3);
  });

  it("gives up after the last attempt with the service's own message", async () => {
    api = await fakeApi([failure(500, "The server had an error")]);
    const describer = createOpenAiDescriber({ baseUrl: api.baseUrl, apiKey: "k", model: "m", backoffMs: 1 });
    const error = await describer.describe(preview).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DescriberError);
    expect((error as Error).message).toBe("the image service answered 500: The server had an error");
    expect(api.seen).toHaveLength(3);
  });

  it("does not retry a client error such as a wrong key", async () => {
    api = await fakeApi([failure(401, "Incorrect API key provided")]);
    const describer = createOpenAiDescriber({
      baseUrl: api.baseUrl,
      apiKey: "bad",
      model: "m",
      backoffMs: 1,
    });
    await expect(describer.describe(preview)).rejects.toThrow(
      "the image service answered 401: Incorrect API key provided",
    );
    expect(api.seen).toHaveLength(1);
  });

  it("times out a slow answer and says so", async () => {
    api = await fakeApi([(_b, _q, res) => setTimeout(() => json(res, 200, {}), 2_000)]);
    const describer = createOpenAiDescriber({
      baseUrl: api.baseUrl,
      apiKey: "k",
      model: "m",
      timeoutMs: 100,
      attempts: 2,
      backoffMs: 1,
    });
    await expect(describer.describe(preview)).rejects.toThrow(
      "the image service did not answer within 0.1 s",
    );
    expect(api.seen).toHaveLength(2);
  });

  it("returns an empty description when the answer has no content", async () => {
    api = await fakeApi([(_b, _q, res) => json(res, 200, { choices: [] })]);
    const describer = createOpenAiDescriber({ baseUrl: api.baseUrl, apiKey: "k", model: "m" });
    await expect(describer.describe(preview)).resolves.toEqual({ description: "", category: "Unsorted" });
  });

  it.each([
    ["json_object", { type: "json_object" }],
    ["text", undefined],
  ] as const)("asks for the JSON with response_format %s as configured", async (responseFormat, field) => {
    api = await fakeApi([answer('{"description": "A cat on a sofa", "category": "Animals"}')]);
    const describer = createOpenAiDescriber({
      baseUrl: api.baseUrl,
      apiKey: "k",
      model: "m",
      responseFormat,
    });
    await expect(describer.describe(preview)).resolves.toEqual({
      description: "A cat on a sofa",
      category: "Animals",
    });
    const [request] = api.seen;
    expect((request?.body as { response_format?: unknown } | undefined)?.response_format).toEqual(field);
  });

  it("reports an unreachable service clearly", async () => {
    const describer = createOpenAiDescriber({
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: "k",
      model: "m",
      attempts: 1,
    });
    await expect(describer.describe(preview)).rejects.toThrow(
      "the image service at http://127.0.0.1:9/v1 cannot be reached",
    );
  });
});
