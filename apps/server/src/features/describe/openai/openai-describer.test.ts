import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Preview } from "../describer.ts";
import { DescriberError } from "../describer.ts";
import { createOpenAiDescriber, DESCRIBE_PROMPT } from "./openai-describer.ts";

type Handler = (body: unknown, req: IncomingMessage, res: ServerResponse) => void;

/** A local chat-completions server that answers like the real APIs, one scripted handler per request. */
async function fakeApi(handlers: Handler[]) {
  const seen: { body: unknown; headers: IncomingMessage["headers"]; url: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const body = JSON.parse(raw) as unknown;
      seen.push({ body, headers: req.headers, url: req.url });
      const handler = handlers[Math.min(seen.length - 1, handlers.length - 1)];
      handler?.(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, seen, close: () => new Promise((r) => server.close(r)) };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

const answer =
  (content: string): Handler =>
  (_b, _q, res) =>
    json(res, 200, {
      id: "chatcmpl-1",
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    });
const failure =
  (status: number, message: string, headers: Record<string, string> = {}): Handler =>
  (_b, _q, res) =>
    json(res, status, { error: { message, type: "server_error", code: null } }, headers);

let preview: Preview;
beforeAll(async () => {
  const { data, info } = await sharp({
    create: { width: 40, height: 30, channels: 3, background: "#3366cc" },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  preview = { data: new Uint8Array(data), width: info.width, height: info.height };
});

let api: Awaited<ReturnType<typeof fakeApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe("openai describer", () => {
  it("sends the prompt and the photo as a data-URL image part, with the key, and returns the sentence", async () => {
    api = await fakeApi([answer('"A blue square on a plain background."\nSecond line')]);
    const describer = createOpenAiDescriber({
      baseUrl: `${api.baseUrl}/`,
      apiKey: "sk-test",
      model: "vision-1",
    });
    await expect(describer.describe(preview)).resolves.toBe("A blue square on a plain background.");
    const [request] = api.seen;
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    expect(request?.headers["content-type"]).toBe("application/json");
    const body = request?.body as { model: string; messages: { role: string; content: unknown[] }[] };
    expect(body.model).toBe("vision-1");
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]?.role).toBe("user");
    expect(body.messages[0]?.content).toEqual([
      { type: "text", text: DESCRIBE_PROMPT },
      {
        type: "image_url",
        image_url: { url: expect.stringMatching(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/) },
      },
    ]);
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
    await expect(describer.describe(preview)).resolves.toBe("A cat");
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
    await expect(describer.describe(preview)).resolves.toBe("");
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
