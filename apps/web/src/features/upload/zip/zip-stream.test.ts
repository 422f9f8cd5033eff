// @vitest-environment node
// Node's File and Blob, which stream as browsers' do (jsdom's cannot).
import { MANIFEST_FILE_NAME, UNSORTED_FOLDER, zipEntryPath } from "@photo-organizer/core";
import { readZip } from "@photo-organizer/test-support/unzip";
import { describe, expect, it } from "vitest";
import { type Analysis, analysed, notAnalysed, type PhotoResult } from "../lib/photo-step";
import { photosZip, zipStream } from "./zip-stream";

/** The batch's results as they arrive, in selection order. */
async function* arriving(photos: { file: File; analysis: Analysis | null }[]) {
  for (const [i, { file, analysis }] of photos.entries()) {
    await new Promise((r) => setTimeout(r, 1));
    yield analysis ? analysed(i, file, analysis) : notAnalysed(i, file);
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
    async function* cancelled(): AsyncGenerator<PhotoResult> {
      yield notAnalysed(0, new File(["x"], "a.jpg"));
      throw Object.assign(new Error("Cancelled"), { name: "AbortError" });
    }
    await expect(new Response(zipStream(cancelled())).arrayBuffer()).rejects.toThrow();
  });

  it("leaves out an original that can no longer be read, lists it as unreadable and keeps the rest", async () => {
    const readable = new File([Uint8Array.from([1, 2, 3])], "IMG_1.jpg");
    // What the browser gives for a file moved, evicted or changed since it was selected.
    const gone = new File([Uint8Array.from([4, 5, 6])], "IMG_2.jpg");
    const notReadable = () => new DOMException("The file could not be read", "NotReadableError");
    Object.defineProperty(gone, "arrayBuffer", { value: () => Promise.reject(notReadable()) });
    Object.defineProperty(gone, "stream", {
      value: () => new ReadableStream({ pull: (controller) => controller.error(notReadable()) }),
    });
    const shrunk = new File([Uint8Array.from([7])], "IMG_3.jpg");
    Object.defineProperty(shrunk, "size", { value: 5000 });
    const unreadable: string[] = [];
    const stream = zipStream(
      arriving([
        { file: readable, analysis: { description: "A dog on a beach", category: "Animals" } },
        { file: gone, analysis: { description: "A red car", category: "Vehicles" } },
        { file: shrunk, analysis: null },
      ]),
      { onUnreadable: (file) => unreadable.push(file.name) },
    );
    const entries = readZip(Buffer.from(await new Response(stream).arrayBuffer()));
    expect(unreadable).toEqual(["IMG_2.jpg", "IMG_3.jpg"]);
    expect(entries.map((e) => e.name)).toEqual([
      zipEntryPath("Animals", "A dog on a beach", "IMG_1.jpg"),
      MANIFEST_FILE_NAME,
    ]);
    expect(entries[0]?.data.equals(Buffer.from([1, 2, 3]))).toBe(true);
    const manifest = entries[1]?.data.toString("utf8").split("\r\n") ?? [];
    expect(manifest).toContain("IMG_2.jpg,,Vehicles,A red car,unreadable,");
    expect(manifest).toContain(`IMG_3.jpg,,${UNSORTED_FOLDER},,unreadable,`);
  });

  it("makes an archive whose CRC-32s check out, and the reader catches a flipped byte", async () => {
    const photo = new File([Uint8Array.from({ length: 3000 }, (_, i) => i % 251)], "IMG_9.jpg");
    const zip = Buffer.from(
      await new Response(zipStream(arriving([{ file: photo, analysis: null }]))).arrayBuffer(),
    );
    expect(readZip(zip)).toHaveLength(2);
    const damaged = Buffer.from(zip);
    const at = damaged.indexOf(Buffer.from([10, 11, 12, 13, 14]));
    damaged[at] = (damaged[at] ?? 0) ^ 0xff;
    expect(() => readZip(damaged)).toThrow(/CRC-32 mismatch/);
  });

  it("puts each duplicate in Duplicates/ or only in the manifest, naming the photo it repeats", async () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 3) % 256);
    const kept = new File([bytes], "IMG_1.JPG");
    const copy = new File([bytes], "IMG_1 copy.JPG");
    const again = new File([bytes], "IMG_1 again.JPG");
    const analysis = { description: "A dog on a beach", category: "Animals" };
    const stream = zipStream(arriving([{ file: kept, analysis }]), {
      duplicates: [
        { file: copy, of: 0, path: "Duplicates/IMG_1 copy.JPG" },
        { file: again, of: 0, path: "" },
      ],
    });
    const entries = readZip(Buffer.from(await new Response(stream).arrayBuffer()));
    const first = zipEntryPath("Animals", "A dog on a beach", "IMG_1.JPG");
    expect(entries.map((e) => e.name)).toEqual([first, "Duplicates/IMG_1 copy.JPG", MANIFEST_FILE_NAME]);
    expect(entries[1]?.data.equals(Buffer.from(bytes))).toBe(true);
    const rows = (entries[2]?.data.toString("utf8") ?? "").split("\r\n").filter(Boolean);
    expect(rows[0]).toMatch(/,duplicate_of$/);
    expect(rows.slice(1)).toEqual([
      `IMG_1.JPG,${first},Animals,A dog on a beach,ok,,`,
      `IMG_1 copy.JPG,Duplicates/IMG_1 copy.JPG,,,duplicate,,${first}`,
      `IMG_1 again.JPG,,,,duplicate,,${first}`,
    ]);
  });
});

describe("photosZip past the classic ZIP's limits", () => {
  it("writes a Zip64 archive for more than 65,535 photos: every one there, once, byte-identical", async () => {
    const count = 65_535 + 100;
    const items = Array.from({ length: count }, (_, i) => ({
      file: new File([`photo ${i}`], `p${i}.jpg`),
      path: `Roll/p${i}.jpg`,
      row: {
        originalName: `p${i}.jpg`,
        category: "Roll",
        description: "",
        status: "ok" as const,
        format: "jpeg",
      },
    }));
    const zip = readZip(Buffer.from(await new Response(photosZip(items)).arrayBuffer()));
    expect(zip).toHaveLength(count + 1);
    expect(zip.at(-1)?.name).toBe(MANIFEST_FILE_NAME);
    expect(zip[count - 1]?.name).toBe(`Roll/p${count - 1}.jpg`);
    expect(zip[count - 1]?.data.toString()).toBe(`photo ${count - 1}`);
    expect(new Set(zip.map((entry) => entry.name)).size).toBe(count + 1);
  }, 60_000);
});
