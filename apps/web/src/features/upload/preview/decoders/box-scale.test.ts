// @vitest-environment node
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { YcbcrBoxScaler } from "./box-scale";
import { type De265, instantiateDe265 } from "./libde265/libde265";

const fullRange = { matrix: 1, fullRange: true };

describe("YcbcrBoxScaler", () => {
  it("makes each output pixel the mean of its box, edge boxes included", () => {
    // A 5×3 grey picture scaled by 2: boxes of 2×2, 1×2, 2×1 and 1×1 pixels.
    const y = Uint8Array.from([10, 20, 30, 40, 50, 30, 40, 50, 60, 70, 100, 100, 100, 100, 200]);
    const scaler = new YcbcrBoxScaler(5, 3, 2, 1, 1);
    scaler.addTile(0, 0, 5, 3, { y, yStride: 5, cStride: 0 });
    const rgba = scaler.toRgba(fullRange, true);
    expect([scaler.width, scaler.height]).toEqual([3, 2]);
    expect(Array.from(rgba.filter((_, i) => i % 4 === 0))).toEqual([25, 45, 60, 100, 100, 200]);
  });

  describe("with the vertical sums in WASM", () => {
    let de265: De265;
    beforeAll(async () => {
      de265 = await instantiateDe265(
        new Uint8Array(readFileSync(new URL("./libde265/libde265.wasm", import.meta.url))),
      );
    });

    it("gives the very pixels of the JavaScript sums, for any picture, tiling and factor", () => {
      fc.assert(
        fc.property(
          fc.record({
            tileWidth: fc.integer({ min: 1, max: 12 }).map((n) => n * 2),
            tileHeight: fc.integer({ min: 1, max: 12 }).map((n) => n * 2),
            columns: fc.integer({ min: 1, max: 4 }),
            rows: fc.integer({ min: 1, max: 4 }),
            cutX: fc.nat(),
            cutY: fc.nat(),
            factor: fc.integer({ min: 1, max: 9 }),
            seed: fc.integer(),
          }),
          ({ tileWidth, tileHeight, columns, rows, cutX, cutY, factor, seed }) => {
            // The picture may end inside the last tiles, as a grid's output size does.
            const width = tileWidth * columns - (cutX % tileWidth);
            const height = tileHeight * rows - (cutY % tileHeight);
            const inJs = new YcbcrBoxScaler(width, height, factor, 2, 2);
            const inWasm = new YcbcrBoxScaler(width, height, factor, 2, 2, de265.columnSums);
            for (let t = 0; t < columns * rows; t++) {
              // Tile planes in the module's memory, with a stride wider than the tile, as libde265's are.
              const yStride = tileWidth + 3;
              const cStride = tileWidth / 2 + 5;
              const yBytes = yStride * tileHeight;
              const cBytes = cStride * (tileHeight / 2);
              const pointer = de265._malloc(yBytes + 2 * cBytes);
              const heap = de265.HEAPU8;
              for (let i = 0; i < yBytes + 2 * cBytes; i++)
                heap[pointer + i] = (seed + i * 2654435761) >>> 24;
              const planes = {
                y: heap.subarray(pointer, pointer + yBytes),
                yStride,
                cb: heap.subarray(pointer + yBytes, pointer + yBytes + cBytes),
                cr: heap.subarray(pointer + yBytes + cBytes, pointer + yBytes + 2 * cBytes),
                cStride,
              };
              const x0 = (t % columns) * tileWidth;
              const y0 = Math.floor(t / columns) * tileHeight;
              inJs.addTile(x0, y0, tileWidth, tileHeight, planes);
              inWasm.addTile(x0, y0, tileWidth, tileHeight, planes);
              de265._free(pointer);
            }
            expect(Buffer.from(inWasm.toRgba(fullRange)).equals(Buffer.from(inJs.toRgba(fullRange)))).toBe(
              true,
            );
          },
        ),
      );
    });
  });
});
