import { describe, expect, it } from "vitest";
import { isFirstCopy, withRecordedIds } from "./recorded-ids.ts";
import type { DonePhoto } from "./run-state.ts";
import { copyId, type FoundPhoto } from "./scan.ts";

/** The photos as scan.ts finds them: ids by content, copies numbered in the folder's order. */
function scanned(...files: Array<[relative: string, hash: string]>): FoundPhoto[] {
  const seen = new Map<string, number>();
  return files.map(([relative, hash]) => {
    const copy = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, copy);
    const name = relative.split("/").pop() ?? relative;
    return {
      source: `/p/${relative}`,
      relative,
      name,
      size: 1,
      mtimeMs: 0,
      format: { type: "jpeg", name: "JPEG" },
      hash,
      id: copyId(hash, copy),
    } satisfies FoundPhoto;
  });
}

const organized = (source: string): DonePhoto => ({
  source,
  path: `Misc/${source}`,
  category: "Misc",
  description: "An object",
  status: "ok",
  format: "jpeg",
});

const ids = (photos: FoundPhoto[]) => Object.fromEntries(photos.map((p) => [p.relative, p.id]));

describe("a folder organized before, found again", () => {
  it("keeps an organized photo's record when a copy of it is added earlier in the folder's order", () => {
    // Run 1 organized door.jpg; then "2023 trip/door copy.jpg" was added, and sorts before it.
    const photos = withRecordedIds(scanned(["2023 trip/door copy.jpg", "a"], ["door.jpg", "a"]), {
      a: organized("door.jpg"),
    });
    expect(ids(photos)).toEqual({ "door.jpg": "a", "2023 trip/door copy.jpg": "a-2" });
    expect(photos.filter(isFirstCopy).map((p) => p.relative)).toEqual(["door.jpg"]);
  });

  it("finds the record of a photo renamed since, and numbers new copies after the recorded ones", () => {
    const photos = withRecordedIds(scanned(["new name.jpg", "a"], ["b.jpg", "b"], ["b again.jpg", "b"]), {
      a: organized("old name.jpg"),
      "b-2": organized("b again.jpg"),
    });
    expect(ids(photos)).toEqual({ "new name.jpg": "a", "b.jpg": "b", "b again.jpg": "b-2" });
  });

  it("changes nothing for a folder seen for the first time", () => {
    const found = scanned(["x.jpg", "a"], ["y.jpg", "a"], ["z.jpg", "c"]);
    expect(withRecordedIds(found, {})).toEqual(found);
  });
});
