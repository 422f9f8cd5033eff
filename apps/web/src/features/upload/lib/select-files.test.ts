import { MAX_FILE_BYTES, MESSAGES } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { addToSelection, fileKey, inPathOrder, relativePathOf } from "./select-files";

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const jpeg = (name: string, extra = 0) =>
  new File([new Uint8Array([...JPEG, ...new Array(extra).fill(0)])], name);
/** jsdom copies Blob contents, so a 15 MB file is faked by its reported size only. */
const withSize = (file: File, size: number) => Object.defineProperty(file, "size", { value: size });
const png = (name: string) => new File([new Uint8Array(PNG)], name);

describe("addToSelection", () => {
  it("keeps accepted images by content, whatever their names say", async () => {
    const a = jpeg("holiday.png");
    const b = png("scan.jpg");
    const c = new File(["GIF89a........"], "anim.jpg");
    const d = new File(["just text"], "notes.jpg");
    const e = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "logo.png");
    const result = await addToSelection([], [a, b, c, d, e], 20);
    expect(result.files).toEqual([a, b, c]);
    expect(result.rejected).toEqual([
      { file: d, message: MESSAGES.fileDamaged("notes.jpg", "JPG") },
      { file: e, message: MESSAGES.fileDamaged("logo.png", "PNG") },
    ]);
    expect(result.dropped).toBe(0);
  });

  it("rejects empty files and files over the size limit", async () => {
    const big = withSize(jpeg("huge.jpg"), MAX_FILE_BYTES + 1);
    const exact = withSize(jpeg("exact.jpg"), MAX_FILE_BYTES);
    const empty = new File([], "empty.jpg");
    const result = await addToSelection([], [big, exact, empty], 20);
    expect(result.files).toEqual([exact]);
    expect(result.rejected).toEqual([
      { file: big, message: MESSAGES.fileTooLarge("huge.jpg", "JPG", MAX_FILE_BYTES) },
      { file: empty, message: MESSAGES.fileEmpty("empty.jpg") },
    ]);
  });

  it("keeps the first files up to the batch cap and counts the rest", async () => {
    const current = [jpeg("1.jpg"), jpeg("2.jpg")];
    const incoming = ["3", "4", "5", "6"].map((n) => jpeg(`${n}.jpg`));
    const result = await addToSelection(current, incoming, 4);
    expect(result.files.map((f) => f.name)).toEqual(["1.jpg", "2.jpg", "3.jpg", "4.jpg"]);
    expect(result.dropped).toBe(2);
  });

  it("does not count rejected files against the cap", async () => {
    const result = await addToSelection([], [new File(["x"], "x.jpg"), jpeg("a.jpg"), jpeg("b.jpg")], 2);
    expect(result.files.map((f) => f.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(result.dropped).toBe(0);
  });

  it("does not add the same file twice", async () => {
    const a = jpeg("a.jpg");
    const again = new File([a], "a.jpg", { lastModified: a.lastModified });
    const result = await addToSelection([a], [again, jpeg("b.jpg")], 20);
    expect(result.files.map((f) => f.name)).toEqual(["a.jpg", "b.jpg"]);
  });
});

/** A file as a chosen folder hands it over: its path inside the folder. */
const inFolder = (file: File, path: string) =>
  Object.defineProperty(file, "webkitRelativePath", { value: path });

describe("a folder's files", () => {
  it("keeps two same-named photos of different subfolders, and lists them in path order", async () => {
    const a = inFolder(jpeg("IMG_1.jpg"), "trip/day 2/IMG_1.jpg");
    const b = inFolder(jpeg("IMG_1.jpg"), "trip/day 1/IMG_1.jpg");
    const dropped = Object.assign(jpeg("c.jpg"), { relativePath: "./trip/c.jpg" });
    expect([a, b, dropped].map(relativePathOf)).toEqual([
      "trip/day 2/IMG_1.jpg",
      "trip/day 1/IMG_1.jpg",
      "trip/c.jpg",
    ]);
    expect(fileKey(a)).not.toBe(fileKey(b));
    const result = await addToSelection([], inPathOrder([a, b, dropped]), Number.POSITIVE_INFINITY);
    expect(result.files).toEqual([dropped, b, a]);
    const picked = [jpeg("z.jpg"), jpeg("a.jpg")];
    expect(inPathOrder(picked)).toEqual(picked);
  });

  it("checks thousands of files and says why each one that is not a photo was skipped", async () => {
    const photos = Array.from({ length: 2000 }, (_, i) => inFolder(jpeg(`p${i}.jpg`), `f/p${i}.jpg`));
    const notes = inFolder(new File(["text"], "notes.txt"), "f/notes.txt");
    const result = await addToSelection([], [...photos, notes], Number.POSITIVE_INFINITY);
    expect(result.files).toHaveLength(2000);
    expect(result.rejected).toEqual([{ file: notes, message: MESSAGES.fileNotSupported("notes.txt") }]);
  });
});
