import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jpegFrame } from "./jpeg-size.ts";
import { hasFormatSamples, sample } from "./testing/format-samples.ts";
import { oldStyleJpeg, piecesInside, tiffPieces, withJpegTables } from "./tiff-pieces.ts";

const be16 = (n: number) => [n >> 8, n & 0xff];
const segment = (marker: number, body: number[]) => [0xff, marker, ...be16(body.length + 2), ...body];
const dqt = segment(0xdb, [0, ...new Array(64).fill(1)]);
const dht = segment(0xc4, [0, 0, 1, ...new Array(14).fill(0), 0]);
const frame = segment(0xc0, [8, 0, 16, 0, 16, 1, 1, 0x11, 0]);
const scan = [...segment(0xda, [1, 1, 0, 0, 63, 0]), 0x12, 0x34];
const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];

describe("tiffPieces", () => {
  it("places a tiled page's tiles row by row, each at its full tile size where the page ends sooner", () => {
    const pieces = tiffPieces({
      width: 100,
      height: 70,
      tileWidth: 64,
      tileHeight: 64,
      offsets: [10, 20, 30, 40],
      byteCounts: [5, 5, 5, 5],
    });
    expect(pieces?.map((p) => [p.x, p.y, p.width, p.height, p.offset])).toEqual([
      [0, 0, 64, 64, 10],
      [64, 0, 64, 64, 20],
      [0, 64, 64, 64, 30],
      [64, 64, 64, 64, 40],
    ]);
  });

  it("stacks strips of RowsPerStrip rows; without the tag the page is one strip", () => {
    const strips = tiffPieces({
      width: 9,
      height: 10,
      rowsPerStrip: 4,
      offsets: [1, 2, 3],
      byteCounts: [1, 1, 1],
    });
    expect(strips?.map((p) => [p.y, p.width, p.height])).toEqual([
      [0, 9, 4],
      [4, 9, 4],
      [8, 9, 4],
    ]);
    const whole = tiffPieces({
      width: 9,
      height: 10,
      rowsPerStrip: 2 ** 32 - 1,
      offsets: [1],
      byteCounts: [1],
    });
    expect(whole?.map((p) => [p.y, p.height])).toEqual([[0, 10]]);
    expect(tiffPieces({ width: 9, height: 10, offsets: [1], byteCounts: [1] })).toHaveLength(1);
  });

  it("gives null for a page its tags do not cover: too few offsets or byte counts, or a size of 0", () => {
    expect(
      tiffPieces({ width: 9, height: 10, rowsPerStrip: 4, offsets: [1, 2], byteCounts: [1, 1] }),
    ).toBeNull();
    expect(
      tiffPieces({ width: 9, height: 10, rowsPerStrip: 4, offsets: [1, 2, 3], byteCounts: [1] }),
    ).toBeNull();
    expect(
      tiffPieces({ width: 9, height: 10, tileWidth: 0, tileHeight: 16, offsets: [1], byteCounts: [1] }),
    ).toBeNull();
    // A huge page of one-pixel tiles is refused before anything is allocated for it.
    expect(
      tiffPieces({
        width: 2 ** 32 - 1,
        height: 2 ** 32 - 1,
        tileWidth: 1,
        tileHeight: 1,
        offsets: [],
        byteCounts: [],
      }),
    ).toBeNull();
  });

  it("never throws on arbitrary tag values, and gives pieces that cover the page", () => {
    const value = fc.integer({ min: -5, max: 300 });
    fc.assert(
      fc.property(
        fc.record({
          width: value,
          height: value,
          tileWidth: fc.option(value, { nil: undefined }),
          tileHeight: fc.option(value, { nil: undefined }),
          rowsPerStrip: fc.option(value, { nil: undefined }),
          offsets: fc.array(fc.nat(), { maxLength: 50 }),
          byteCounts: fc.array(fc.nat(), { maxLength: 50 }),
        }),
        (page) => {
          const pieces = tiffPieces(page);
          if (!pieces) return;
          const covered = pieces.reduce((sum, p) => sum + p.width * p.height, 0);
          expect(covered).toBeGreaterThanOrEqual(page.width * page.height);
        },
      ),
    );
  });
});

describe("piecesInside", () => {
  it("tells a file cut short from a whole one", () => {
    const pieces = tiffPieces({
      width: 4,
      height: 4,
      rowsPerStrip: 2,
      offsets: [8, 108],
      byteCounts: [100, 100],
    });
    expect(piecesInside(pieces ?? [], 208)).toBe(true);
    expect(piecesInside(pieces ?? [], 207)).toBe(false);
  });
});

describe("withJpegTables", () => {
  it("puts the page's tables before the piece's frame and scan, with one SOI and the piece's own EOI", () => {
    const tables = new Uint8Array([...SOI, ...dqt, ...dht, ...EOI]);
    const piece = new Uint8Array([...SOI, ...frame, ...scan, ...EOI]);
    expect([...withJpegTables(tables, piece)]).toEqual([...SOI, ...dqt, ...dht, ...frame, ...scan, ...EOI]);
    expect(jpegFrame(withJpegTables(tables, piece))).toEqual({ width: 16, height: 16, decodable: true });
  });

  it("keeps a piece as it is without tables, and takes tables without their EOI as they are", () => {
    const piece = new Uint8Array([...SOI, ...frame, ...scan, ...EOI]);
    expect(withJpegTables(null, piece)).toBe(piece);
    expect(withJpegTables(new Uint8Array([1, 2, 3]), piece)).toBe(piece);
    const open = new Uint8Array([...SOI, ...dqt]);
    expect([...withJpegTables(open, piece)]).toEqual([...SOI, ...dqt, ...frame, ...scan, ...EOI]);
  });

  it("never throws on arbitrary bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 200 }), (tables, piece) => {
        const withSoi = new Uint8Array([...SOI, ...tables]);
        expect(withJpegTables(withSoi, piece).length).toBeLessThanOrEqual(withSoi.length + piece.length);
      }),
    );
  });
});

describe("oldStyleJpeg", () => {
  const tiff = (jpeg: number[]) => new Uint8Array([0x4d, 0x4d, 0, 42, 0, 0, 0, 0, ...jpeg, 0xaa, 0xbb]);

  it("takes the whole JPEG JPEGInterchangeFormat points at, up to its EOI", () => {
    const jpeg = [...SOI, ...dqt, ...dht, ...frame, ...scan, ...EOI];
    expect([...(oldStyleJpeg(tiff(jpeg), 8) ?? [])]).toEqual(jpeg);
  });

  it("gives null without the tag, outside the file, for tables without a scan, or for a stream cut short", () => {
    const jpeg = [...SOI, ...dqt, ...dht, ...frame, ...scan, ...EOI];
    expect(oldStyleJpeg(tiff(jpeg), null)).toBeNull();
    expect(oldStyleJpeg(tiff(jpeg), 4000)).toBeNull();
    expect(oldStyleJpeg(tiff([...SOI, ...dqt, ...dht, ...EOI]), 8)).toBeNull();
    expect(oldStyleJpeg(tiff(jpeg).subarray(0, 8 + jpeg.length - 2), 8)).toBeNull();
  });

  it("never throws on arbitrary bytes and offsets", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 300 }),
        fc.option(fc.integer({ min: -10, max: 400 })),
        (bytes, at) => {
          const stream = oldStyleJpeg(bytes, at);
          if (stream) expect([stream[0], stream[1]]).toEqual(SOI);
        },
      ),
    );
  });

  it.skipIf(!hasFormatSamples)("finds the 160×160 picture of a scanner's old-style JPEG TIFF", () => {
    const stream = oldStyleJpeg(sample("tiff/libvips__ojpeg-strip.tif"), 8);
    expect(stream?.length).toBe(4608);
    expect(jpegFrame(stream ?? new Uint8Array())).toEqual({ width: 160, height: 160, decodable: true });
  });
});
