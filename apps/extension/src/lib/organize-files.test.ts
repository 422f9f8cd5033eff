import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OrganizeEvent } from "@/features/upload/lib/organize";
import { organizeFiles } from "./organize-files";

// The preview worker and chrome.downloads are the browser's: a preview is any small text, a download is kept.
vi.mock("@/features/upload/preview/preview-pool", async (original) => ({
  ...(await original<typeof import("@/features/upload/preview/preview-pool")>()),
  previewPoolSize: () => 2,
  PreviewPool: class {
    preview = async () => ({ base64: "cHJldmlldw==" });
    close() {}
  },
}));
const saved: Blob[] = [];
vi.mock("./downloads", () => ({
  downloadBlob: async (blob: Blob, name: string) => {
    saved.push(blob);
    return name;
  },
}));

const usage = {
  plan: "pro",
  period: "2026-12",
  count: 0,
  limit: 10_000,
  remaining: 10_000,
  percent: 0,
  batchCap: 500,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * The server, reached through fetch: it answers the first `answeredBeforeDrop` analyses, then gets no
 * request at all for the next `dropped` (fetch's own TypeError: the server restarting, the Wi-Fi gone), then
 * answers again. It counts what it charged, by batch and photo key.
 */
function server({
  answeredBeforeDrop,
  dropped,
  signedOut = false,
}: {
  answeredBeforeDrop: number;
  dropped: number;
  /** the dropped requests are answered 401 instead (the session ended on the site, then signed in again) */
  signedOut?: boolean;
}) {
  const charged = new Set<string>();
  const reservations = new Set<string>();
  let analyses = 0;
  let lost = 0;
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    if (path === "/api/organization-settings") return json({ message: "Not found" }, 404);
    if (path === "/api/batches") {
      reservations.add(body.key);
      return json({
        batchId: "00000000-0000-4000-8000-000000000001",
        reserved: body.count,
        expiresAt: "2026-12-07T15:00:00.000Z",
        usage,
        concurrency: 2,
      });
    }
    if (path === "/api/analyze-image") {
      if (analyses >= answeredBeforeDrop && lost < dropped) {
        lost++;
        if (signedOut) return json({ message: "Sign in required", code: "unauthorized" }, 401);
        throw new TypeError("Failed to fetch");
      }
      analyses++;
      charged.add(`${body.batchId}/${body.photoKey}`);
      return json({ description: "a red apple on a table", category: "Food" });
    }
    if (path.endsWith("/finish")) return json({ released: 0, charged: charged.size, usage });
    return json({ message: "Not found" }, 404);
  });
  return { fetch, charged, reservations };
}

const photo = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: "image/jpeg" });

describe("organizing chosen photos in the extension", () => {
  beforeEach(async () => {
    saved.length = 0;
    vi.stubGlobal("navigator", { hardwareConcurrency: 2, onLine: true });
    const { setApiOrigin } = await import("@/lib/api-client");
    setApiOrigin("http://localhost:3000");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Eight photos organized against `site`, what the flow said, and why the run was held, in order. */
  async function organizeEight(site: ReturnType<typeof server>) {
    vi.stubGlobal("fetch", site.fetch);
    const events: OrganizeEvent[] = [];
    const held: (string | null)[] = [];
    const files = Array.from({ length: 8 }, (_, i) => photo(`photo-${i}.jpg`));
    const { result } = await organizeFiles(
      files,
      { notify: (e) => events.push(e), onProgress: () => undefined, onConnection: (why) => held.push(why) },
      new AbortController().signal,
      // The browser still says it is online (a server restarting): the hold tries again every 20 ms here.
      { network: { online: () => true, onOnline: () => () => undefined }, reconnectEveryMs: 20 },
    );
    return { result, events, held, files };
  }

  it("holds the run while the server cannot be reached and finishes every photo, each charged once", async () => {
    const site = server({ answeredBeforeDrop: 2, dropped: 20 });
    const { result, events, held, files } = await organizeEight(site);
    expect(result).toBe("downloaded");
    expect(held).toEqual(["connection", null]);
    expect(events).toContainEqual({ kind: "complete", processed: files.length, failed: 0, duplicates: 0 });
    expect(events.map((e) => e.kind)).not.toContain("service-unavailable");
    expect(site.charged.size).toBe(files.length);
    expect(site.reservations.size).toBe(1);
    expect(saved).toHaveLength(1);
  }, 30_000);

  it("waits for the user to sign in again on the site, then finishes every photo, each charged once", async () => {
    const site = server({ answeredBeforeDrop: 3, dropped: 12, signedOut: true });
    const { result, events, held, files } = await organizeEight(site);
    expect(result).toBe("downloaded");
    expect(held).toEqual(["signed-out", null]);
    expect(events).toContainEqual({ kind: "complete", processed: files.length, failed: 0, duplicates: 0 });
    expect(site.charged.size).toBe(files.length);
  }, 30_000);

  it("sends the reservation again under its one key when its answer never came", async () => {
    const site = server({ answeredBeforeDrop: 0, dropped: 0 });
    let refusedOnce = 0;
    const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      if (new URL(String(input)).pathname === "/api/batches" && refusedOnce < 4) {
        refusedOnce++;
        site.reservations.add(JSON.parse(String(init?.body)).key);
        throw new TypeError("Failed to fetch");
      }
      return site.fetch(input, init);
    });
    vi.stubGlobal("fetch", fetch);
    const { result } = await organizeFiles(
      [photo("a.jpg"), photo("b.jpg")],
      { notify: () => undefined, onProgress: () => undefined },
      new AbortController().signal,
      { network: { online: () => true, onOnline: () => () => undefined }, reconnectEveryMs: 20 },
    );
    expect(result).toBe("downloaded");
    expect(site.reservations.size).toBe(1);
  }, 30_000);
});
