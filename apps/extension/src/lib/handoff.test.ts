import "fake-indexeddb/auto";
import { HANDOVER_KEPT_MS } from "@photo-organizer/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetStaleHandovers, handOver, takeOver } from "./handoff";

const opened: string[] = [];
vi.stubGlobal("chrome", {
  runtime: { getURL: (path: string) => `chrome-extension://id/${path}` },
  tabs: {
    query: async () => [{ id: 7 }],
    create: async ({ url }: { url: string }) => {
      opened.push(url);
    },
  },
});

const keyOf = (url: string) => new URL(url).searchParams.get("run") ?? "";

describe("photos handed from the toolbar window to a tab", () => {
  afterEach(() => {
    opened.length = 0;
  });

  it("are taken once by the tab, which is told the page the window was opened over", async () => {
    const photo = new File([new Uint8Array([1, 2, 3])], "beach.jpg");
    await handOver({ kind: "files", files: [photo] });
    const [url = ""] = opened;
    expect(new URL(url).searchParams.get("page")).toBe("7");
    const taken = await takeOver(keyOf(url));
    // (Node's copy of a kept File is a Blob without its name; a browser keeps the File.)
    expect(taken?.kind === "files" && taken.files.length).toBe(1);
    expect(await takeOver(keyOf(url))).toBeNull();
  });

  it("are dropped from the computer once no tab took them within the time the privacy policy says", async () => {
    const photo = new File([new Uint8Array([4, 5, 6])], "lake.jpg");
    await handOver({ kind: "files", files: [photo] });
    const key = keyOf(opened[0] ?? "");
    await forgetStaleHandovers(Date.now() + HANDOVER_KEPT_MS / 2);
    await forgetStaleHandovers(Date.now() + HANDOVER_KEPT_MS + 1000);
    expect(await takeOver(key)).toBeNull();
  });
});
