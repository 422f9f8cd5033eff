import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fileByExamples,
  LEARNING,
  nearestExamples,
  prepareEmbedding,
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

  it("keeps only close examples, closest first, at most the neighbour count", () => {
    fc.assert(
      fc.property(fc.array(embedding, { maxLength: 30 }), embedding, (others, query) => {
        const examples = others.map((raw, i) => ({ vector: prepareEmbedding(raw), category: `c${i % 3}` }));
        const found = nearestExamples(examples, prepareEmbedding(query));
        expect(found.length).toBeLessThanOrEqual(LEARNING.neighbours);
        for (const n of found) expect(n.similarity).toBeGreaterThanOrEqual(LEARNING.minSimilarity);
        for (let i = 1; i < found.length; i++)
          expect(found[i - 1]?.similarity).toBeGreaterThanOrEqual(found[i]?.similarity ?? 0);
        const all = examples
          .map((e) => similarity(e.vector, prepareEmbedding(query)))
          .filter((s) => s >= LEARNING.minSimilarity);
        expect(found.length).toBe(Math.min(LEARNING.neighbours, all.length));
      }),
    );
  });

  it("files by the described folder when no example is close, else by the examples' weighted vote", () => {
    expect(fileByExamples([], "Nature")).toBe("Nature");
    const votes = [
      { similarity: 0.9, category: "Pets" },
      { similarity: 0.6, category: "Animals" },
      { similarity: 0.5, category: "Animals" },
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
    expect(list[0]?.similarity).toBeCloseTo(0.5 + (LEARNING.neighbours + 1) / 100);
  });
});
