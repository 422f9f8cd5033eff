import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeGraph, encodeGraph } from "./graph-json";

/** A JSON value without undefined (JSON drops it), non-finite numbers or -0 (JSON writes 0). */
const leaf = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => x + 0),
  fc.boolean(),
  fc.constant(null),
);
/** A field name as a state has: never "__proto__". */
const key = fc.string().filter((name) => name !== "__proto__");
const tree = fc.letrec((t) => ({
  node: fc.oneof(
    { depthSize: "small" },
    leaf,
    fc.array(t("node"), { maxLength: 4 }),
    fc.dictionary(key, t("node"), { maxKeys: 4, noNullPrototype: true }),
  ),
})).node;

/** A later version of `base`: some of its parts kept as they are, some new, some twice. */
const laterOf = (base: unknown[]) =>
  fc
    .array(
      fc.oneof(
        fc.nat().map((i) => base[i % base.length]),
        tree,
      ),
      { minLength: 1, maxLength: 8 },
    )
    .chain((parts) => fc.nat().map((i) => [...parts, parts[i % parts.length]]));

const overJson = (value: unknown, base: unknown) =>
  decodeGraph(JSON.parse(JSON.stringify(encodeGraph(value, base))), structuredClone(base));

describe("graph JSON", () => {
  it("gives back the value whole against a structured clone of its base, with the same parts shared", () => {
    fc.assert(
      fc.property(
        fc.array(fc.dictionary(key, tree, { noNullPrototype: true }), { minLength: 1, maxLength: 5 }),
        (base) => {
          fc.assert(
            fc.property(laterOf(base), (later) => {
              const back = overJson(later, base) as unknown[];
              expect(back).toEqual(later);
              for (let i = 0; i < later.length; i++) {
                for (let j = 0; j < later.length; j++) {
                  if (typeof later[i] === "object" && later[i] !== null) {
                    expect(back[i] === back[j]).toBe(later[i] === later[j]);
                  }
                }
              }
            }),
            { numRuns: 20 },
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it("writes what the base already holds as a reference: a change to a large review stays small", () => {
    const photos = Array.from({ length: 500 }, (_, index) => ({
      index,
      folder: "Travel",
      learning: { embedding: Array.from({ length: 512 }, (_, i) => i / 512) },
    }));
    const base = { state: { photos, history: [] }, hashes: photos.map(() => "ab".repeat(32)) };
    const moved = photos.map((photo, i) => (i === 7 ? { ...photo, folder: "Nature", touched: true } : photo));
    const later = { state: { photos: moved, history: [photos] }, hashes: base.hashes };
    const json = JSON.stringify(encodeGraph(later, base));
    expect(json.length).toBeLessThan(10_000);
    expect(overJson(later, base)).toEqual(later);
  });

  it("refuses what JSON cannot carry rather than changing it", () => {
    expect(() => encodeGraph({ when: new Date(0) }, null)).toThrow();
    expect(() => encodeGraph([new Float32Array(2)], null)).toThrow();
    expect(() => encodeGraph({ n: Number.NaN }, null)).toThrow();
  });
});
