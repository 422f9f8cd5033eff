import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ReviewedPhoto, simulateReview } from "./review-simulation.ts";
import { LEARNING } from "./similar-photos.ts";

const folders = ["Animals", "Food", "Nature"];

/** Photos of three kinds, each kind a distinct direction of the features, labelled by kind. */
function photo(kind: number, described: string, jitter = 0): ReviewedPhoto {
  const embedding = Array.from(
    { length: 12 },
    (_, i) => (i % 3 === kind ? 5 : 0.5) + ((i * 7 + jitter) % 5) / 50,
  );
  const category = folders[kind] as string;
  return { embedding, described, category, accepted: [category] };
}

describe("simulated review", () => {
  it("without learning, counts exactly the wrongly filed photos", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ kind: fc.integer({ min: 0, max: 2 }), described: fc.constantFrom(...folders) }),
          { maxLength: 60 },
        ),
        (specs) => {
          const photos = specs.map((s) => photo(s.kind, s.described));
          const wrong = photos.filter((p) => !p.accepted.includes(p.described)).length;
          expect(simulateReview(photos, { batchSize: 50, learn: false, live: false }).corrections).toBe(
            wrong,
          );
        },
      ),
    );
  });

  it("with live re-filing, one correction files the look-alikes of the same batch", () => {
    const photos = Array.from({ length: 20 }, (_, i) => photo(0, "Nature", i));
    expect(simulateReview(photos, { batchSize: 50, learn: true, live: true }).corrections).toBe(1);
    expect(simulateReview(photos, { batchSize: 50, learn: true, live: false }).corrections).toBe(20);
  });

  it("learns between batches: the next batch's look-alikes land in the corrected folder", () => {
    const photos = Array.from({ length: 20 }, (_, i) => photo(1, "Nature", i));
    expect(simulateReview(photos, { batchSize: 10, learn: true, live: false }).corrections).toBe(10);
  });

  it("never files a photo of another kind by examples that are not close", () => {
    const photos = [photo(0, "Nature"), photo(1, "Food"), photo(2, "Nature")];
    expect(simulateReview(photos, { batchSize: 1, learn: true, live: true }).corrections).toBe(1);
  });

  it("photos without an embedding are corrected by hand and teach nothing", () => {
    const photos = [1, 2, 3].map(() => ({ ...photo(0, "Nature"), embedding: null }));
    expect(simulateReview(photos, { batchSize: 50, learn: true, live: true }).corrections).toBe(3);
  });

  it("lets stale corrections give way: look-alikes filed elsewhere long ago do not overrule a right description", () => {
    const early = Array.from({ length: 10 }, (_, i) => ({
      ...photo(0, "Nature", i),
      category: "Weather",
      accepted: ["Weather"],
    }));
    const between = Array.from({ length: 4 * LEARNING.halfLife }, (_, i) => photo(1, "Food", i));
    const later = Array.from({ length: 10 }, (_, i) => ({
      ...photo(0, "Nature", i),
      category: "Nature",
      accepted: ["Nature"],
    }));
    const review = (settings = LEARNING) =>
      simulateReview([...early, ...between, ...later], { batchSize: 10, learn: true, live: false, settings })
        .corrections;
    expect(review({ ...LEARNING, halfLife: Number.POSITIVE_INFINITY })).toBe(20);
    expect(review()).toBe(10);
  });
});
