import { MESSAGES } from "@photo-organizer/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { analyzeImage } from "./analyze-image";
import { UnexpectedAnswerError } from "./answer";
import { finishBatch, reserveBatch } from "./batches";

const reply = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

const usage = {
  plan: "free",
  period: "2026-11",
  count: 3,
  limit: 25,
  remaining: 22,
  percent: 12,
  batchCap: 20,
};
const batchId = "0b9f6f52-6b8e-4c55-9d43-3c8a2f3b9a10";

afterEach(() => vi.unstubAllGlobals());

describe("the upload API, checked against core's contract", () => {
  it("passes on answers that match", async () => {
    vi.stubGlobal(
      "fetch",
      reply(201, { batchId, reserved: 3, expiresAt: "2026-11-23T12:00:00.000Z", usage, concurrency: 4 }),
    );
    await expect(reserveBatch(3)).resolves.toMatchObject({ batchId, concurrency: 4 });
    vi.stubGlobal("fetch", reply(200, { released: 1, charged: 2, usage }));
    await expect(finishBatch(batchId)).resolves.toEqual({ released: 1, charged: 2, usage });
  });

  it.each([
    ["a reservation without a batch id", () => reserveBatch(3), { reserved: 3, usage }],
    [
      "a finish with a usage of the wrong shape",
      () => finishBatch(batchId),
      { released: 0, charged: 0, usage: "lots" },
    ],
    [
      "an analysis without a description",
      () => analyzeImage({ base64Image: "x", batchId }),
      { category: "Art" },
    ],
    [
      "an analysis in a folder outside the catalogue",
      () => analyzeImage({ base64Image: "x", batchId }),
      { description: "A tabby cat", category: "Pets" },
    ],
  ])("refuses %s with a clear message", async (_what, call, body) => {
    vi.stubGlobal("fetch", reply(200, body));
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect((error as Error).message).toBe(MESSAGES.unexpectedAnswer);
  });

  it("sends the photo's idempotency key with its analysis", async () => {
    const fetchMock = reply(200, { description: "A lake", category: "Nature" });
    vi.stubGlobal("fetch", fetchMock);
    await analyzeImage({ base64Image: "x", batchId, photoKey: "7" });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ base64Image: "x", batchId, photoKey: "7" });
  });
});
