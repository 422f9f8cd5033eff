import { MANIFEST_FILE_NAME, OUTPUT_FOLDER_NAME, UNSORTED_FOLDER, zipEntryPath } from "@photo-organizer/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { analysed, notAnalysed } from "../lib/photo-step";
import { folderOutput, newRunFolder, writeToFolder } from "./folder-output";

/**
 * jsdom has no File System Access API: a folder in memory with the calls the writer makes (what Chromium's
 * FileSystemDirectoryHandle answers to), so the test can read back what was written where.
 */
class MemoryFolder {
  readonly kind = "directory";
  readonly folders = new Map<string, MemoryFolder>();
  readonly files = new Map<string, Uint8Array>();
  constructor(readonly name: string) {}
  async getDirectoryHandle(name: string, options?: { create?: boolean }) {
    let folder = this.folders.get(name);
    if (!folder && !options?.create) throw new DOMException("missing", "NotFoundError");
    folder ??= new MemoryFolder(name);
    this.folders.set(name, folder);
    return folder;
  }
  async getFileHandle(name: string, options?: { create?: boolean }) {
    if (!this.files.has(name) && !options?.create) throw new DOMException("missing", "NotFoundError");
    return {
      createWritable: async () => {
        const chunks: Uint8Array<ArrayBuffer>[] = [];
        return {
          write: async (chunk: Uint8Array) => void chunks.push(new Uint8Array(chunk)),
          close: async () => void this.files.set(name, new Uint8Array(await new Blob(chunks).arrayBuffer())),
          abort: async () => undefined,
        };
      },
    };
  }
  /** every file below, by path */
  tree(prefix = ""): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, bytes] of this.files) out[`${prefix}${name}`] = new TextDecoder().decode(bytes);
    for (const [name, folder] of this.folders) Object.assign(out, folder.tree(`${prefix}${name}/`));
    return out;
  }
}

const asHandle = (folder: MemoryFolder) => folder as unknown as FileSystemDirectoryHandle;

describe("the destination-folder output", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("writes each file at its path, folder by folder, and never into a run folder already there", async () => {
    const picked = new MemoryFolder("Pictures");
    await picked.getDirectoryHandle(OUTPUT_FOLDER_NAME, { create: true });
    const run = await newRunFolder(asHandle(picked), OUTPUT_FOLDER_NAME);
    expect(run.name).toBe(`${OUTPUT_FOLDER_NAME} (2)`);
    async function* entries() {
      yield { name: "Animals/dog.jpg", input: new TextEncoder().encode("dog") };
      yield { name: "Animals/Pets/cat.jpg", input: new TextEncoder().encode("cat") };
      yield { name: MANIFEST_FILE_NAME, input: new TextEncoder().encode("manifest") };
    }
    await expect(writeToFolder(run, entries())).resolves.toBe(3);
    expect(picked.tree()).toEqual({
      [`${OUTPUT_FOLDER_NAME} (2)/Animals/dog.jpg`]: "dog",
      [`${OUTPUT_FOLDER_NAME} (2)/Animals/Pets/cat.jpg`]: "cat",
      [`${OUTPUT_FOLDER_NAME} (2)/${MANIFEST_FILE_NAME}`]: "manifest",
    });
  });

  it("puts a run's photos into the picked folder with the ZIP's paths, byte-identical, manifest.csv at the top", async () => {
    const picked = new MemoryFolder("Pictures");
    vi.stubGlobal("showDirectoryPicker", async () => picked);
    const places: string[] = [];
    const output = folderOutput(OUTPUT_FOLDER_NAME, (name) => places.push(name));
    const sink = await output.openSink();
    expect(places).toEqual([`Pictures/${OUTPUT_FOLDER_NAME}`]);
    const dog = new File(["dog bytes"], "IMG_1.jpg");
    const broken = new File(["broken bytes"], "broken.jpg");
    async function* results() {
      yield analysed(0, dog, { description: "A dog on a beach", category: "Animals" });
      yield notAnalysed(1, broken, new Error("analysis failed"));
    }
    await sink.write(output.zip(results(), { onUnreadable: () => undefined }));
    const tree = picked.tree(`Pictures/`);
    const run = `Pictures/${OUTPUT_FOLDER_NAME}`;
    expect(tree[`${run}/${zipEntryPath("Animals", "A dog on a beach", "IMG_1.jpg")}`]).toBe("dog bytes");
    expect(tree[`${run}/${UNSORTED_FOLDER}/broken.jpg`]).toBe("broken bytes");
    const manifest = tree[`${run}/${MANIFEST_FILE_NAME}`] ?? "";
    expect(manifest.split("\r\n").filter(Boolean)).toHaveLength(3);
  });

  it("goes on in the same folder after an interruption: nothing written before is overwritten, the manifest covers every photo", async () => {
    const picked = new MemoryFolder("Pictures");
    vi.stubGlobal("showDirectoryPicker", async () => picked);
    const dog = new File(["dog bytes"], "IMG_1.jpg");
    const other = new File(["other dog"], "IMG_2.jpg");
    const description = { description: "A dog on a beach", category: "Animals" };
    let folder: FileSystemDirectoryHandle | null = null;
    const written: { key: number; row: { zipPath: string } }[] = [];
    const first = folderOutput(
      OUTPUT_FOLDER_NAME,
      (_, made) => {
        folder = made;
      },
      { onWritten: (photo) => written.push(photo) },
    );
    const sink = await first.openSink();
    // The page goes away once the first photo is on the disk: its manifest is never written.
    const stream = first.zip(
      (async function* () {
        yield analysed(0, dog, description);
      })(),
      { onUnreadable: () => undefined },
    );
    const reader = stream.getReader();
    await reader.read();
    expect(written.map((photo) => photo.key)).toEqual([0]);
    expect(sink).toBeDefined();

    // Continued: the same folder, the photo written before kept, the second one (same name) beside it.
    const places: string[] = [];
    const again = folderOutput(OUTPUT_FOLDER_NAME, (label) => places.push(label), {
      continueIn: {
        folder: folder as unknown as FileSystemDirectoryHandle,
        label: "Pictures/organized_photos",
      },
      part: {
        earlier: written.map((photo) => ({
          ...description,
          originalName: "IMG_1.jpg",
          status: "ok" as const,
          zipPath: photo.row.zipPath,
          category: "Animals",
        })),
      },
    });
    await (await again.openSink()).write(
      again.zip(
        (async function* () {
          yield analysed(0, other, description);
        })(),
        { onUnreadable: () => undefined },
      ),
    );
    expect(places).toEqual(["Pictures/organized_photos"]);
    const tree = picked.tree("Pictures/");
    const run = `Pictures/${OUTPUT_FOLDER_NAME}`;
    const path = zipEntryPath("Animals", "A dog on a beach", "IMG_1.jpg");
    expect(tree[`${run}/${path}`]).toBe("dog bytes");
    expect(tree[`${run}/${path.replace(/\.jpg$/, "_2.jpg")}`]).toBe("other dog");
    const manifest = (tree[`${run}/${MANIFEST_FILE_NAME}`] ?? "").split("\r\n").filter(Boolean);
    expect(manifest).toHaveLength(3);
    expect(manifest[1]).toContain("IMG_1.jpg");
    expect(manifest[2]).toContain("IMG_2.jpg");
  });
});
