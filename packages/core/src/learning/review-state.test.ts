import { describe, expect, it } from "vitest";
import {
  changedByUser,
  createReview,
  movePhotos,
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
