import { describe, expect, it } from "vitest";
import { PreviewAbortedError, PreviewPool, previewPoolSize } from "./preview-pool";
import {
  bytesToBase64,
  jpegDecodeSize,
  type PreviewRequest,
  type PreviewResponse,
  previewSize,
} from "./preview-protocol";

/** Stands in for the module worker: holds each request until the test answers it. */
class FakeWorker {
  static all: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<PreviewResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: PreviewRequest[] = [];
  terminated = false;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(request: PreviewRequest) {
    this.received.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(response: Partial<PreviewResponse> & { ok: boolean }) {
    const request = this.received.at(-1);
    if (!request) throw new Error("nothing to answer");
    this.onmessage?.({
      data: { id: request.id, base64: "QQ==", width: 2, height: 1, bytes: 1, ...response },
    } as MessageEvent);
  }
}

function pool(size: number) {
  FakeWorker.all = [];
  const p = new PreviewPool(size, () => new FakeWorker() as unknown as Worker);
  return { p, workers: FakeWorker.all };
}

const blob = (s: string) => new Blob([s]);

describe("PreviewPool", () => {
  it("gives each worker one photo at a time and queues the rest", async () => {
    const { p, workers } = pool(2);
    const results = [p.preview(blob("a")), p.preview(blob("b")), p.preview(blob("c"))];
    expect(workers.map((w) => w.received.length)).toEqual([1, 1]);
    workers[1]?.answer({ ok: true, base64: "Yg==" });
    await expect(results[1]).resolves.toEqual({ base64: "Yg==", width: 2, height: 1, bytes: 1 });
    expect(workers.map((w) => w.received.length)).toEqual([1, 2]);
    workers[0]?.answer({ ok: false, error: "bad image" } as PreviewResponse);
    await expect(results[0]).rejects.toThrow("bad image");
    workers[1]?.answer({ ok: true });
    await expect(results[2]).resolves.toMatchObject({ base64: "QQ==" });
    p.close();
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it("drops queued photos when their signal aborts", async () => {
    const { p, workers } = pool(1);
    const controller = new AbortController();
    const first = p.preview(blob("a"));
    const queued = p.preview(blob("b"), controller.signal);
    controller.abort();
    await expect(queued).rejects.toBeInstanceOf(PreviewAbortedError);
    workers[0]?.answer({ ok: true });
    await first;
    expect(workers[0]?.received).toHaveLength(1);
  });
});

describe("previewSize", () => {
  it.each([
    [4032, 3024, 512, 384],
    [3024, 4032, 384, 512],
    [400, 300, 400, 300],
    [10000, 10, 512, 1],
  ])("%i×%i → %i×%i", (w, h, ew, eh) => {
    expect(previewSize(w, h, 512)).toEqual({ width: ew, height: eh });
  });
});

describe("bytesToBase64", () => {
  it("matches the platform's base64 for every byte value", () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
  });
});

describe("previewPoolSize", () => {
  it.each([
    [undefined, 2],
    [1, 2],
    [2, 2],
    [4, 3],
    [16, 4],
  ])("%s cores → %i workers", (cores, size) => {
    expect(previewPoolSize(cores)).toBe(size);
  });
});

describe("jpegDecodeSize", () => {
  it.each([
    [4032, 3024, 504, 378], // 1/8: within 10% of 512
    [3264, 2448, 816, 612], // 2/8: 1/8 would give 408
    [8192, 6144, 1024, 768], // 1/8
    [3000, 2000, 750, 500], // 2/8
    [1600, 1200, 600, 450], // 3/8
    [3024, 4032, 378, 504], // portrait alike
    [400, 300, 400, 300], // small photos are decoded whole
    [4033, 3025, 505, 379], // libjpeg rounds scaled sizes up
  ])("%i×%i → %i×%i", (w, h, ew, eh) => {
    expect(jpegDecodeSize(w, h, 512)).toEqual({ width: ew, height: eh });
  });
});
