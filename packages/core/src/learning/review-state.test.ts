import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "../catalogue/category-names.ts";
import { nameFromDescription } from "../naming/file-names.ts";
import {
  changedByUser,
  createReview,
  describePhoto,
  MAX_DESCRIPTION_LENGTH,
  matchesFilter,
  movePhotos,
  type ReviewState,
  redo,
  renamePhoto,
  reviewExamples,
  reviewFolders,
  reviewPaths,
  undo,
} from "./review-state.ts";

const look = (kind: number) => Array.from({ length: 12 }, (_, i) => (i % 3 === kind ? 5 : 0.5) + i / 100);
const analysed = (description: string, category: string, kind: number | null) => ({
  description,
  category,
  learning:
    kind === null ? undefined : { embedding: look(kind), describedCategory: category, neighbours: [] },
});

function batch() {
  return createReview([
    { originalName: "a.jpg", analysis: analysed("A dog on grass", "Nature", 0) },
    { originalName: "b.JPG", analysis: analysed("A dog in a park", "Nature", 0) },
    { originalName: "c.png", analysis: analysed("A red apple", "Food", 1) },
    { originalName: "d.jpg", analysis: null, failure: "The image service is unavailable" },
    { originalName: "e.jpg", analysis: analysed("A dog on grass", "Nature", null) },
  ]);
}

describe("review of a batch", () => {
  it("groups photos by folder with Unsorted last, and names them as the ZIP does", () => {
    const state = batch();
    expect(reviewFolders(state.photos).map((f) => [f.folder, f.photos.length])).toEqual([
      ["Food", 1],
      ["Nature", 3],
      ["Unsorted", 1],
    ]);
    expect(reviewPaths(state.photos)).toEqual([
      "Nature/dog_on_grass.jpg",
      "Nature/dog_in_a_park.jpg",
      "Food/red_apple.png",
      "Unsorted/d.jpg",
      "Nature/dog_on_grass_2.jpg",
    ]);
  });

  it("moves a photo and re-files its untouched look-alikes live, never the other kinds", () => {
    const { state, refiled } = movePhotos(batch(), [0], "Animals");
    expect(refiled).toBe(1);
    expect(state.photos.map((p) => p.folder)).toEqual(["Animals", "Animals", "Food", "Unsorted", "Nature"]);
    expect(state.photos[1]?.refiled).toBe(true);
    expect(changedByUser(state.photos[0] as never)).toBe(true);
    // The look-alike moved with the correction: not a change of the user's own.
    expect(changedByUser(state.photos[1] as never)).toBe(false);
    expect(reviewExamples(state.photos).map((e) => [e.category, e.corrected])).toEqual([
      ["Animals", true],
      ["Animals", false],
      ["Food", false],
    ]);
  });

  it("renames with the naming rules, numbers clashes and undoes the last change", () => {
    const moved = movePhotos(batch(), [2], "Nature").state;
    const renamed = renamePhoto(moved, 1, "  Dog on grass!! ");
    expect(renamed && reviewPaths(renamed.photos)).toEqual([
      "Nature/dog_on_grass.jpg",
      "Nature/Dog_on_grass_2.jpg",
      "Nature/red_apple.png",
      "Unsorted/d.jpg",
      "Nature/dog_on_grass_3.jpg",
    ]);
    expect(renamePhoto(moved, 2, "?!*")).toBeNull();
    // The underscores and dashes a user types keep the words apart, as in the names the product gives.
    const typed = (name: string) => renamePhoto(moved, 2, name)?.photos[2]?.name;
    expect(typed("my_car")).toBe("my_car");
    expect(typed("2024-06-14 party")).toBe("2024_06_14_party");
    expect(renamePhoto(moved, 2, "_-_")).toBeNull();
    const back = renamed && undo(renamed);
    expect(back?.photos).toEqual(moved.photos);
    expect(back && undo(back)?.photos).toEqual(batch().photos);
    expect(undo(batch())).toBeNull();
  });

  it("keeps a failed photo under its own name wherever it is moved", () => {
    const { state } = movePhotos(batch(), [3], "Travel");
    expect(reviewPaths(state.photos)[3]).toBe("Travel/d.jpg");
  });
});

/** One change a user can make in the results view, as fast-check draws it. */
const change = fc.oneof(
  fc.record({
    kind: fc.constant("move" as const),
    indices: fc.uniqueArray(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 5 }),
    folder: fc.constantFrom(...CATEGORY_NAMES),
  }),
  fc.record({
    kind: fc.constant("rename" as const),
    index: fc.integer({ min: 0, max: 4 }),
    text: fc.string(),
  }),
  fc.record({
    kind: fc.constant("describe" as const),
    index: fc.integer({ min: 0, max: 4 }),
    text: fc.string({ maxLength: 600 }),
  }),
);
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

function apply(state: ReviewState, c: Change): ReviewState {
  if (c.kind === "move") return movePhotos(state, c.indices, c.folder).state;
  if (c.kind === "rename") return renamePhoto(state, c.index, c.text) ?? state;
  return describePhoto(state, c.index, c.text) ?? state;
}

describe("description edits, undo and redo", () => {
  it("renames the photo from the new description and marks it changed, until undone", () => {
    const renamed = renamePhoto(batch(), 0, "my dog") as ReviewState;
    const described = describePhoto(renamed, 0, "  A black cat asleep on a sofa.   It snores. ");
    expect(described?.photos[0]?.description).toBe("A black cat asleep on a sofa. It snores.");
    expect(described && reviewPaths(described.photos)[0]).toBe("Nature/black_cat_asleep_on_a_sofa.jpg");
    expect(described?.photos[0] && changedByUser(described.photos[0])).toBe(true);
    expect(describePhoto(batch(), 0, " ?! ")).toBeNull();
    expect(describePhoto(batch(), 3, "A dog")).toBeNull();
    const back = described && undo(described);
    expect(back?.photos).toEqual(renamed.photos);
    expect(back && redo(back)?.photos).toEqual(described?.photos);
  });

  it("names every described photo as the naming rules name its description, within the length limit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.string({ maxLength: 700 }), (index, text) => {
        const next = describePhoto(batch(), index, text);
        if (!next) return;
        const photo = next.photos[index];
        expect(Array.from(photo?.description ?? "").length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
        const stem = (reviewPaths(next.photos)[index] ?? "").split("/")[1]?.replace(/\.[a-z]+$/, "");
        expect(stem?.startsWith(nameFromDescription(photo?.description ?? ""))).toBe(true);
      }),
    );
  });

  it("undoes any changes back to the batch, redoes them back to the end, and a new change drops the redo", () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), change, (changes, extra) => {
        const states = [batch()];
        for (const c of changes) states.push(apply(states.at(-1) as ReviewState, c));
        let state = states.at(-1) as ReviewState;
        const steps = state.history.length;
        for (let i = 0; i < steps; i++) state = undo(state) as ReviewState;
        expect(state.photos).toEqual(batch().photos);
        expect(undo(state)).toBeNull();
        for (let i = 0; i < steps; i++) state = redo(state) as ReviewState;
        expect(state.photos).toEqual(states.at(-1)?.photos);
        expect(redo(state)).toBeNull();
        const undone = steps > 0 ? (undo(state) as ReviewState) : state;
        const changed = apply(undone, extra);
        if (changed !== undone) expect(redo(changed)).toBeNull();
      }),
    );
  });
});

describe("the review's filter", () => {
  it("finds a photo by words of its description, its new name or its original name, in any case", () => {
    const state = batch();
    const paths = reviewPaths(state.photos);
    const found = (query: string) =>
      state.photos.filter((p) => matchesFilter(p, paths[p.index] as string, query)).map((p) => p.index);
    expect(found("")).toEqual([0, 1, 2, 3, 4]);
    expect(found("DOG park")).toEqual([1]);
    expect(found("red apple")).toEqual([2]);
    expect(found("dog_on_grass_2")).toEqual([4]);
    expect(found("d.jpg")).toEqual([3]);
    expect(found("cat")).toEqual([]);
  });

  it("always finds a photo by any word of its description or by its original name", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), fc.nat(), (description, originalName, pick) => {
        const [photo] = createReview([
          { originalName, analysis: { description, category: "Nature" } },
        ]).photos;
        if (!photo) return;
        const path = reviewPaths([photo])[0] as string;
        const words = description.split(/\s+/u).filter(Boolean);
        if (words.length > 0)
          expect(matchesFilter(photo, path, words[pick % words.length] as string)).toBe(true);
        expect(matchesFilter(photo, path, originalName)).toBe(true);
      }),
    );
  });
});

describe("a batch under the account's patterns (#21)", () => {
  const layout = {
    folderPattern: "{year}/{category}",
    namePattern: "{date}_{description}",
    date: { year: 2021, month: 6, day: 14, hour: 9, minute: 5, second: 33 },
  };
  const start = () =>
    createReview([
      {
        originalName: "IMG_1.JPG",
        analysis: { description: "A dog on a beach.", category: "Animals", folder: "My Dogs", layout },
      },
      { originalName: "IMG_2.JPG", analysis: null, failure: "broken" },
    ]);

  it("files in the folder the settings chose, named by the patterns", () => {
    expect(reviewPaths(start().photos)).toEqual([
      "2021/My_Dogs/2021-06-14_dog_on_a_beach.jpg",
      "Unsorted/IMG_2.JPG",
    ]);
  });

  it("keeps the patterns when the user moves or renames a photo", () => {
    const moved = movePhotos(start(), [0], "Travel").state;
    expect(reviewPaths(moved.photos)[0]).toBe("2021/Travel/2021-06-14_dog_on_a_beach.jpg");
    const renamed = renamePhoto(moved, 0, "Rex at the sea") as ReviewState;
    expect(reviewPaths(renamed.photos)[0]).toBe("2021/Travel/Rex_at_the_sea.jpg");
  });

  it("sends a photo in one of the user's own folders as an example of that folder", () => {
    const learning = { embedding: look(0), describedCategory: "Animals", neighbours: [] };
    const review = createReview([
      {
        originalName: "a.jpg",
        analysis: { description: "A dog", category: "Animals", folder: "My Dogs", learning },
      },
      { originalName: "b.jpg", analysis: { description: "A cat", category: "Animals", learning } },
    ]);
    expect(reviewExamples(review.photos).map((e) => e.category)).toEqual(["My Dogs", "Animals"]);
  });
});
