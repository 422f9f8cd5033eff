import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fileByExamples,
  LEARNING,
  nearestExamples,
  prepareEmbedding,
  recency,
  similarity,
  withNeighbour,
} from "./similar-photos.ts";

const embedding = fc.array(fc.double({ min: 0, max: 6, noNaN: true }), { minLength: 8, maxLength: 8 });

describe("similar photos", () => {
  it("finds a photo as close as can be to itself brightened or dimmed (scale and offset of its features)", () => {
    fc.assert(
      fc.property(
        embedding,
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: -3, max: 3, noNaN: true }),
        (raw, scale, offset) => {
          const a = prepareEmbedding(raw);
          fc.pre(Math.max(...raw) - Math.min(...raw) > 0.01);
          const b = prepareEmbedding(raw.map((v) => v * scale + offset));
          expect(similarity(a, b)).toBeCloseTo(1, 3);
        },
      ),
    );
  });

  it("never compares embeddings of different models", () => {
    expect(similarity(prepareEmbedding([1, 2, 3]), prepareEmbedding([1, 2, 3, 4]))).toBe(0);
  });

  it("keeps only close examples, largest vote first, at most the neighbour count", () => {
    fc.assert(
      fc.property(fc.array(embedding, { maxLength: 30 }), embedding, (others, query) => {
        const examples = others.map((raw, i) => ({ vector: prepareEmbedding(raw), category: `c${i % 3}` }));
        const found = nearestExamples(examples, prepareEmbedding(query));
        expect(found.length).toBeLessThanOrEqual(LEARNING.neighbours);
        for (let i = 1; i < found.length; i++)
          expect(found[i - 1]?.vote).toBeGreaterThanOrEqual(found[i]?.vote ?? 0);
        const votes = examples
          .map((e, i) => ({ s: similarity(e.vector, prepareEmbedding(query)), age: examples.length - i }))
          .filter(({ s }) => s >= LEARNING.minSimilarity)
          .map(({ s, age }) => s * recency(age))
          .sort((a, b) => b - a);
        expect(found.map((n) => n.vote)).toEqual(votes.slice(0, LEARNING.neighbours));
      }),
    );
  });

  it("lets an example count half as much for every half-life of photos reviewed after it", () => {
    const photo = prepareEmbedding([1, 5, 2, 0, 3, 1, 4, 0]);
    const older = { vector: photo, category: "Weather" };
    const others = Array.from({ length: LEARNING.halfLife - 1 }, () => ({
      vector: prepareEmbedding([0, 0, 0, 0, 0, 0, 0, 9]),
      category: "Food",
    }));
    const [fresh] = nearestExamples([older], photo);
    const [aged] = nearestExamples([older, ...others], photo);
    expect(fresh?.vote).toBeCloseTo(0.5 ** (1 / LEARNING.halfLife), 5);
    expect(aged?.vote).toBeCloseTo(0.5, 5);
  });

  it("never lets examples older than the cap outvote the description alone", () => {
    const oldest = recency(LEARNING.maxExamplesPerUser) * LEARNING.neighbours;
    expect(oldest).toBeLessThan(LEARNING.describedWeight / 10);
  });

  it("files by the described folder when no example is close, else by the examples' weighted vote", () => {
    expect(fileByExamples([], "Nature")).toBe("Nature");
    const votes = [
      { vote: 0.9, category: "Pets" },
      { vote: 0.6, category: "Animals" },
      { vote: 0.5, category: "Animals" },
    ];
    expect(fileByExamples(votes, "Nature")).toBe("Animals");
    expect(fileByExamples(votes.slice(0, 2), "Nature")).toBe("Pets");
  });

  it("ignores a candidate below the threshold and drops the farthest beyond the neighbour count", () => {
    expect(withNeighbour([], { similarity: LEARNING.minSimilarity - 0.01, category: "Food" })).toEqual([]);
    let list = [] as ReturnType<typeof withNeighbour>;
    for (let i = 0; i < LEARNING.neighbours + 2; i++)
      list = withNeighbour(list, { similarity: 0.5 + i / 100, category: "Food" });
    expect(list).toHaveLength(LEARNING.neighbours);
    expect(list[0]?.vote).toBeCloseTo(0.5 + (LEARNING.neighbours + 1) / 100);
  });
});
