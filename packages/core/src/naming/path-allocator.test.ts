import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_NAME_LENGTH } from "./file-names.ts";
import { createPathAllocator } from "./path-allocator.ts";

function allocateAll(paths: string[]): string[] {
  const allocate = createPathAllocator();
  return paths.map(allocate);
}

describe("createPathAllocator", () => {
  it.each([
    [["Animals/cat.jpg"], ["Animals/cat.jpg"]],
    [
      ["Animals/cat.jpg", "Animals/cat.jpg", "Animals/cat.jpg"],
      ["Animals/cat.jpg", "Animals/cat_2.jpg", "Animals/cat_3.jpg"],
    ],
    // Case-insensitive: Windows and macOS would unpack these onto one file.
    [
      ["Animals/Cat.jpg", "animals/cat.JPG"],
      ["Animals/Cat.jpg", "animals/cat_2.JPG"],
    ],
    // A real name that looks like a suffixed one is not overwritten either.
    [
      ["Food/cake.jpg", "Food/cake.jpg", "Food/cake_2.jpg"],
      ["Food/cake.jpg", "Food/cake_2.jpg", "Food/cake_2_2.jpg"],
    ],
    [
      ["Food/cake.jpg", "Food/cake.png"],
      ["Food/cake.jpg", "Food/cake.png"],
    ],
    [
      ["Unsorted/README", "Unsorted/README"],
      ["Unsorted/README", "Unsorted/README_2"],
    ],
    // NFC and NFD spellings are the same file name on macOS.
    [
      ["Food/Cafe\u0301.jpg", "Food/Café.jpg"],
      ["Food/Café.jpg", "Food/Café_2.jpg"],
    ],
    [
      [`Art/${"x".repeat(40)}.jpg`, `Art/${"x".repeat(40)}.jpg`],
      [`Art/${"x".repeat(40)}.jpg`, `Art/${"x".repeat(38)}_2.jpg`],
    ],
  ])("%j → %j", (input, expected) => {
    expect(allocateAll(input)).toEqual(expected);
  });

  it("keeps separate batches independent", () => {
    expect(createPathAllocator()("A/b.jpg")).toBe("A/b.jpg");
    expect(createPathAllocator()("A/b.jpg")).toBe("A/b.jpg");
  });

  const folder = fc.constantFrom("Animals", "animals", "Food", "Unsorted");
  const stem = fc.oneof(
    fc.constantFrom("cat", "Cat", "cat_2", "CAT_2", "cat_3", "x".repeat(40), `${"x".repeat(38)}_2`),
    fc.stringMatching(/^[a-zA-Z0-9_]{1,40}$/),
  );
  const extension = fc.constantFrom(".jpg", ".JPG", ".png", "");
  const path = fc.tuple(folder, stem, extension).map(([f, s, e]) => `${f}/${s}${e}`);

  it("never hands out the same path twice, case-insensitively, for any multiset of inputs", () => {
    fc.assert(
      fc.property(fc.array(path, { maxLength: 80 }), (paths) => {
        const allocated = allocateAll(paths).map((p) => p.toLowerCase());
        expect(new Set(allocated).size).toBe(allocated.length);
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it("keeps the folder and extension and never makes a name longer than 40 characters", () => {
    fc.assert(
      fc.property(fc.array(path, { maxLength: 60 }), (paths) => {
        allocateAll(paths).forEach((allocated, i) => {
          const original = paths[i] as string;
          const folderOf = (p: string) => p.slice(0, p.lastIndexOf("/"));
          expect(folderOf(allocated)).toBe(folderOf(original));
          const file = allocated.slice(allocated.lastIndexOf("/") + 1);
          const dot = file.lastIndexOf(".");
          const name = dot > 0 ? file.slice(0, dot) : file;
          expect(Array.from(name).length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
          expect(file.slice(name.length)).toBe(original.slice(original.length - (file.length - name.length)));
        });
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});
