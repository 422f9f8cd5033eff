// @vitest-environment node
// Node's File and Blob, which stream as browsers' do (jsdom's cannot).
import { MANIFEST_FILE_NAME, UNSORTED_FOLDER, zipEntryPath } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { readZip } from "../../../../../../e2e/support/unzip";
import type { PhotoOutcome } from "../lib/zip-plan";
import { zipStream } from "./zip-stream";

async function* arriving(outcomes: PhotoOutcome[]) {
  for (const outcome of outcomes) {
    await new Promise((r) => setTimeout(r, 1));
    yield outcome;
  }
}

describe("zipStream", () => {
  it("stores every photo byte-identical under its planned path, with the manifest last", async () => {
    const bytes = (n: number) => Uint8Array.from({ length: 5000 + n }, (_, i) => (i * 7 + n) % 256);
    const photos = [
      new File([bytes(1)], "IMG_1.JPG", { lastModified: Date.UTC(2024, 4, 1) }),
      new File([bytes(2)], "broken.jpg"),
      new File([bytes(3)], "IMG_3.jpg"),
    ];
    const stream = zipStream(
      arriving([
        { file: photos[0] as File, analysis: { description: "A dog on a beach", category: "Animals" } },
        { file: photos[1] as File, analysis: null },
        { file: photos[2] as File, analysis: { description: "A dog on a beach", category: "Animals" } },
      ]),
    );
    const entries = readZip(Buffer.from(await new Response(stream).arrayBuffer()));
    const first = zipEntryPath("Animals", "A dog on a beach", "IMG_1.JPG");
    expect(entries.map((e) => e.name)).toEqual([
      first,
      `${UNSORTED_FOLDER}/broken.jpg`,
      // The same description again: the allocator gives the second photo its own name.
      first.replace(".jpg", "_2.jpg"),
      MANIFEST_FILE_NAME,
    ]);
    entries.slice(0, 3).forEach((entry, i) => {
      expect(entry.data.equals(Buffer.from(bytes(i + 1)))).toBe(true);
    });
    const manifest = entries[3]?.data.toString("utf8") ?? "";
    expect(manifest.split("\r\n").filter(Boolean)).toHaveLength(4);
    expect(manifest).toContain(`IMG_1.JPG,${first},Animals,A dog on a beach,ok`);
  });

  it("fails the stream when the outcomes stop coming (a cancelled batch)", async () => {
    async function* cancelled(): AsyncGenerator<PhotoOutcome> {
      yield { file: new File(["x"], "a.jpg"), analysis: null };
      throw Object.assign(new Error("Cancelled"), { name: "AbortError" });
    }
    await expect(new Response(zipStream(cancelled())).arrayBuffer()).rejects.toThrow();
  });
});
