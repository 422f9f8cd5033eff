/**
 * The largest photos the per-format limits of `packages/core/src/files/image-formats.ts` let through, for
 * `npm run bench:limits`: each format at its pixel limit and as close under its byte limit as its encoder
 * gets. Made with sharp from a shared dev photo, HEIC and DNG assembled from a shared iPhone HEIC's tiles and
 * a generated JPEG; written once into $TMPDIR/photo-organizer-bench-limits (never into the repository) and
 * checked with core's own readers, so each file is one the upload page accepts and decodes.
 */
import { randomFillSync } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  checkImageFile,
  choosePreview,
  declaredSize,
  formatRule,
  type HevcCoded,
  heifLayout,
  IMAGE_SIGNATURE_BYTES,
  type ImageType,
  jpegFrame,
  RAW_HEADER_BYTES,
  type RawFormat,
  rawLayout,
} from "@photo-organizer/core";
import { sharedDir } from "@photo-organizer/test-support/paths";
import sharp, { type OutputInfo } from "sharp";

/** A 15 MP sunrise (4752×3168): big enough to upscale without blocks, smooth enough to fit the byte limits. */
const SOURCE = join(sharedDir, "photos", "dev", "weather-mwd", "sunrise", "train_sunrise29.jpg");
/** A 12 MP iPhone HEIC: 8×6 tiles of 512×512 (HEVC, 8-bit 4:2:0) and a 320×240 thumbnail. */
const SOURCE_HEIC = join(sharedDir, "photos", "formats", "heic", "MikeKovarik__heic-iphone.heic");
/** A 48 MP phone photo (iPhone 14 Pro and later in "HEIF Max"). */
const PHONE_48MP = { width: 8064, height: 6048 };

export type LimitPhoto = {
  /** what the row of the table says */
  label: string;
  path: string;
  type: ImageType;
  bytes: number;
  /** pixels decoded: the image's, or the preview's for RAW */
  width: number;
  height: number;
};

type Size = { width: number; height: number };

const dir = join(tmpdir(), "photo-organizer-bench-limits");

/** The largest 4:3 size (multiples of 8) of at most `pixels`, and at most `cap`. */
function fourThirds(pixels: number, cap: Size = { width: Infinity, height: Infinity }): Size {
  const width = Math.min(cap.width, Math.floor(Math.sqrt((pixels * 4) / 3) / 8) * 8);
  return { width, height: Math.min(cap.height, Math.floor((width * 3) / 4 / 8) * 8) };
}

const rgbCache = new Map<string, Promise<{ data: Buffer; info: OutputInfo }>>();

/** The source photo upscaled to `size`, as 8-bit RGB (computed once per size). */
function rgb({ width, height }: Size) {
  const key = `${width}x${height}`;
  let pixels = rgbCache.get(key);
  if (!pixels) {
    pixels = sharp(SOURCE)
      .rotate()
      .resize(width, height, { fit: "cover", kernel: "cubic" })
      // Some crispness, as a camera's own sharpening leaves.
      .sharpen({ sigma: 0.8 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    rgbCache.set(key, pixels);
  }
  return pixels;
}

async function encoder(size: Size) {
  const { data, info } = await rgb(size);
  return () => sharp(data, { raw: info, limitInputPixels: false });
}

/** The first candidate that fits in `limit` bytes (candidates go from the largest file down). */
async function firstFitting(limit: number, candidates: (() => Promise<Buffer>)[]): Promise<Buffer> {
  for (const candidate of candidates) {
    const encoded = await candidate();
    if (encoded.length <= limit) return encoded;
  }
  throw new Error(`no candidate fits in ${limit} bytes`);
}

/** The encoding at the highest quality in [low, high] that fits in `limit` bytes (size grows with quality). */
async function highestQuality(
  limit: number,
  low: number,
  high: number,
  encode: (quality: number) => Promise<Buffer>,
): Promise<Buffer> {
  let best: Buffer | null = null;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const encoded = await encode(quality);
    if (encoded.length <= limit) {
      best = encoded;
      low = quality + 1;
    } else high = quality - 1;
  }
  if (!best) throw new Error(`no quality fits in ${limit} bytes`);
  return best;
}

/** Uncompressed 24-bit BMP (BITMAPINFOHEADER, rows bottom-up in BGR): the largest BMP per pixel there is. */
async function bmp(size: Size): Promise<Buffer> {
  const { data, info } = await rgb(size);
  const row = Math.ceil((info.width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + row * info.height);
  out.write("BM", 0, "latin1");
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(info.width, 18);
  out.writeInt32LE(info.height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(row * info.height, 34);
  for (let y = 0; y < info.height; y++) {
    const from = y * info.width * 3;
    const to = 54 + (info.height - 1 - y) * row;
    for (let x = 0; x < info.width * 3; x += 3) {
      out[to + x] = data[from + x + 2] as number;
      out[to + x + 1] = data[from + x + 1] as number;
      out[to + x + 2] = data[from + x] as number;
    }
  }
  return out;
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, "latin1"), body]);
}
const fullBox = (type: string, version: number, flags: number, ...payload: Buffer[]) =>
  box(type, u32(version * 2 ** 24 + flags), ...payload);

/** The whole box (header included) of the file's `hvcC` property holding the byte at `offset`. */
function hvcCAround(source: Buffer, offset: number): Buffer {
  for (let at = source.indexOf("hvcC"); at >= 0; at = source.indexOf("hvcC", at + 4)) {
    const end = at - 4 + source.readUInt32BE(at - 4);
    if (at < offset && offset < end) return source.subarray(at - 4, end);
  }
  throw new Error("no hvcC box around the tile's parameter sets");
}

/**
 * A grid HEIC of `size` as a phone writes it (512×512 HEVC tiles, a 320×240 thumbnail), its tiles the shared
 * iPhone photo's, repeated; padded with a `free` box to `bytes` (the file is copied whole into the preview
 * worker, so its size counts). With `crop`, a `clap` property (a full-size clean aperture, no actual crop)
 * makes the file one the tile path leaves to libheif's whole decode, as it does any layout it does not read.
 */
function heic(size: Size, bytes: number, crop: boolean): Buffer {
  const source = readFileSync(SOURCE_HEIC);
  const layout = heifLayout(source);
  const primary = layout?.primary;
  const thumbnail = layout?.thumbnails[0];
  if (!primary || !thumbnail?.tiles[0]) throw new Error("unexpected source HEIC");
  const copy = (coded: HevcCoded) =>
    Buffer.concat(coded.data.map((r) => source.subarray(r.offset, r.offset + r.length)));
  const tileSize = primary.tileWidth;
  const tileHvcC = hvcCAround(source, primary.tiles[0]?.headers[0]?.offset ?? 0);
  const thumbHvcC = hvcCAround(source, thumbnail.tiles[0].headers[0]?.offset ?? 0);
  const columns = Math.ceil(size.width / tileSize);
  const rows = Math.ceil(size.height / tileSize);
  // The source's tiles, repeated down and across.
  const tileData = Array.from({ length: rows * columns }, (_, i) => {
    const sourceRow = Math.floor(i / columns) % primary.rows;
    const sourceColumn = (i % columns) % primary.columns;
    return copy(primary.tiles[sourceRow * primary.columns + sourceColumn] as HevcCoded);
  });
  const thumbData = copy(thumbnail.tiles[0]);
  const GRID = 1;
  const THUMB = rows * columns + 2;
  const tileIds = tileData.map((_, i) => i + 2);
  const ispe = (w: number, h: number) => fullBox("ispe", 0, 0, u32(w), u32(h));
  // ipco, 1-based: tile hvcC, tile ispe, grid ispe, thumbnail hvcC, thumbnail ispe, clap.
  const properties = [
    tileHvcC,
    ispe(tileSize, tileSize),
    ispe(size.width, size.height),
    thumbHvcC,
    ispe(thumbnail.width, thumbnail.height),
    box("clap", u32(size.width), u32(1), u32(size.height), u32(1), u32(0), u32(1), u32(0), u32(1)),
  ];
  const ESSENTIAL = 0x80;
  const associations: [number, number[]][] = [
    [GRID, crop ? [3, 6 | ESSENTIAL] : [3]],
    ...tileIds.map((id): [number, number[]] => [id, [1 | ESSENTIAL, 2]]),
    [THUMB, [4 | ESSENTIAL, 5]],
  ];
  const ipma = fullBox(
    "ipma",
    0,
    0,
    u32(associations.length),
    ...associations.map(([id, list]) => Buffer.concat([u16(id), Buffer.from([list.length, ...list])])),
  );
  const infe = (id: number, type: string, hidden: boolean) =>
    fullBox("infe", 2, hidden ? 1 : 0, u16(id), u16(0), Buffer.from(`${type}\0`, "latin1"));
  const gridDescriptor = Buffer.concat([
    Buffer.from([0, 0, rows - 1, columns - 1]),
    u16(size.width),
    u16(size.height),
  ]);
  const meta = (mdatStart: number) => {
    // iloc version 1: 4-byte offsets and lengths; the grid descriptor in idat, the tiles in mdat.
    const extents: Buffer[] = [Buffer.concat([u16(GRID), u16(1), u16(0), u16(1), u32(0), u32(8)])];
    let at = mdatStart;
    for (const [i, data] of [...tileData, thumbData].entries()) {
      const id = i < tileData.length ? (tileIds[i] as number) : THUMB;
      extents.push(Buffer.concat([u16(id), u16(0), u16(0), u16(1), u32(at), u32(data.length)]));
      at += data.length;
    }
    return fullBox(
      "meta",
      0,
      0,
      fullBox("hdlr", 0, 0, u32(0), Buffer.from("pict", "latin1"), Buffer.alloc(13)),
      fullBox("pitm", 0, 0, u16(GRID)),
      fullBox("iloc", 1, 0, Buffer.from([0x44, 0x00]), u16(extents.length), ...extents),
      fullBox(
        "iinf",
        0,
        0,
        u16(tileIds.length + 2),
        infe(GRID, "grid", false),
        ...tileIds.map((id) => infe(id, "hvc1", true)),
        infe(THUMB, "hvc1", false),
      ),
      fullBox(
        "iref",
        0,
        0,
        box("dimg", u16(GRID), u16(tileIds.length), ...tileIds.map(u16)),
        box("thmb", u16(THUMB), u16(1), u16(GRID)),
      ),
      box("iprp", box("ipco", ...properties), ipma),
      box("idat", gridDescriptor),
    );
  };
  const ftyp = box("ftyp", Buffer.from("heic", "latin1"), u32(0), Buffer.from("mif1heic", "latin1"));
  const metaSize = meta(0).length;
  const mdat = box("mdat", ...tileData, thumbData);
  const head = Buffer.concat([ftyp, meta(ftyp.length + metaSize + 8), mdat]);
  const padding = bytes - head.length - 8;
  return padding > 0 ? Buffer.concat([head, box("free", Buffer.alloc(padding))]) : head;
}

/**
 * A DNG as a camera writes one, `bytes` long: IFD0 the full-size preview (a JPEG strip, `preview`), a sub-IFD
 * the raw sensor data (16-bit CFA, here random bytes), the preview stored last. Only the first 4 MB and the
 * preview are read by the page.
 */
function dng(preview: Buffer, previewSize: Size, bytes: number): Buffer {
  type Entry = [tag: number, type: number, values: number[] | string];
  const SHORT = 3;
  const LONG = 4;
  const BYTE = 1;
  const ASCII = 2;
  const ifdBytes = (entries: Entry[], at: number) => {
    // Entries of 12 bytes; values over 4 bytes go right after the IFD.
    const body = Buffer.alloc(2 + entries.length * 12 + 4);
    const extra: Buffer[] = [];
    let extraAt = at + body.length;
    body.writeUInt16LE(entries.length, 0);
    entries.forEach(([tag, type, values], i) => {
      const data =
        typeof values === "string"
          ? Buffer.from(`${values}\0`, "latin1")
          : Buffer.concat(
              values.map((v) => {
                const b = Buffer.alloc(type === SHORT ? 2 : type === LONG ? 4 : 1);
                if (type === SHORT) b.writeUInt16LE(v);
                else if (type === LONG) b.writeUInt32LE(v);
                else b.writeUInt8(v);
                return b;
              }),
            );
      const p = 2 + i * 12;
      body.writeUInt16LE(tag, p);
      body.writeUInt16LE(type, p + 2);
      body.writeUInt32LE(typeof values === "string" ? data.length : values.length, p + 4);
      if (data.length <= 4) data.copy(body, p + 8);
      else {
        body.writeUInt32LE(extraAt, p + 8);
        extra.push(data);
        extraAt += data.length + (data.length % 2);
        if (data.length % 2) extra.push(Buffer.alloc(1));
      }
    });
    return Buffer.concat([body, ...extra]);
  };
  const rawWidth = 12_000;
  const headerRoom = 4096;
  const rawHeight = Math.floor((bytes - headerRoom - preview.length) / (rawWidth * 2));
  const rawAt = headerRoom;
  const previewAt = rawAt + rawWidth * rawHeight * 2;
  const subIfdAt = 2048;
  const ifd0 = ifdBytes(
    [
      [0x00fe, LONG, [1]],
      [0x0100, LONG, [previewSize.width]],
      [0x0101, LONG, [previewSize.height]],
      [0x0102, SHORT, [8, 8, 8]],
      [0x0103, SHORT, [7]],
      [0x0106, SHORT, [6]],
      [0x010f, ASCII, "Bench"],
      [0x0110, ASCII, "Bench 100"],
      [0x0111, LONG, [previewAt]],
      [0x0112, SHORT, [1]],
      [0x0115, SHORT, [3]],
      [0x0116, LONG, [previewSize.height]],
      [0x0117, LONG, [preview.length]],
      [0x014a, LONG, [subIfdAt]],
      [0xc612, BYTE, [1, 4, 0, 0]],
      [0xc614, ASCII, "Bench 100"],
    ],
    8,
  );
  const rawIfd = ifdBytes(
    [
      [0x00fe, LONG, [0]],
      [0x0100, LONG, [rawWidth]],
      [0x0101, LONG, [rawHeight]],
      [0x0102, SHORT, [16]],
      [0x0103, SHORT, [1]],
      [0x0106, SHORT, [32803]],
      [0x0111, LONG, [rawAt]],
      [0x0115, SHORT, [1]],
      [0x0116, LONG, [rawHeight]],
      [0x0117, LONG, [rawWidth * rawHeight * 2]],
      [0x828d, SHORT, [2, 2]],
      [0x828e, BYTE, [0, 1, 1, 2]],
    ],
    subIfdAt,
  );
  if (8 + ifd0.length > subIfdAt || subIfdAt + rawIfd.length > headerRoom) throw new Error("IFDs overlap");
  const out = Buffer.alloc(previewAt + preview.length);
  out.write("II", 0, "latin1");
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(8, 4);
  ifd0.copy(out, 8);
  rawIfd.copy(out, subIfdAt);
  randomFillSync(out, rawAt, previewAt - rawAt);
  preview.copy(out, previewAt);
  return out;
}

/**
 * A photo as the page reads it: its format by content, its pixels as declared (a RAW's, those of the preview
 * the page picks). Throws when the page would refuse it on selection (not an image, over its byte limit).
 */
export function readPhoto(path: string, label: string, data: Buffer = readFileSync(path)): LimitPhoto {
  const accepted = checkImageFile({
    name: path,
    size: data.length,
    head: data.subarray(0, IMAGE_SIGNATURE_BYTES),
  });
  if (!accepted.ok) throw new Error(`${label}: ${accepted.message}`);
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.length);
  let declared: { width: number; height: number } | null;
  if (accepted.format.type === "raw") {
    const head = bytes.subarray(0, RAW_HEADER_BYTES);
    const layout = rawLayout(accepted.format.name as RawFormat, head, data.length);
    const sized = layout.jpegs.flatMap((j) => {
      const frame = jpegFrame(bytes.subarray(j.offset, j.offset + 65_536));
      return frame ? [{ ...j, width: frame.width, height: frame.height }] : [];
    });
    declared = choosePreview(sized, 512);
  } else declared = declaredSize(accepted.format.type, bytes);
  const { width = 0, height = 0 } = declared ?? {};
  return { label, path, type: accepted.format.type, bytes: data.length, width, height };
}

/** Checks a made file as the page will: accepted on selection, the size made, within the pixel limit. */
function check(recipe: Recipe, path: string, data?: Buffer): LimitPhoto {
  const photo = readPhoto(path, recipe.label, data);
  if (photo.type !== recipe.type) throw new Error(`${recipe.label}: read as ${photo.type}`);
  if (photo.width !== recipe.size.width || photo.height !== recipe.size.height)
    throw new Error(`${recipe.label}: declares ${photo.width}×${photo.height}`);
  if (photo.width * photo.height > formatRule(photo.type).maxPixels)
    throw new Error(`${recipe.label}: over the pixel limit`);
  return photo;
}

type Recipe = {
  label: string;
  name: string;
  type: ImageType;
  size: Size;
  make: () => Promise<Buffer>;
};

function recipes(): Recipe[] {
  const jpegSize = fourThirds(formatRule("jpeg").maxPixels);
  const fullSize = (type: ImageType) => fourThirds(formatRule(type).maxPixels);
  const limit = (type: ImageType) => formatRule(type).maxBytes;
  // An uncompressed 8-bit RGB TIFF at the byte limit (with room for its IFD): fewer pixels than the limit.
  const tiffUncompressed = fourThirds(Math.min(formatRule("tiff").maxPixels, (limit("tiff") - 65_536) / 3));
  const bmpSize = fourThirds(Math.min(formatRule("bmp").maxPixels, (limit("bmp") - 54) / 3));
  const heicSize = fourThirds(formatRule("heic").maxPixels, PHONE_48MP);
  // The highest quality within JPEG's byte limit, baseline 4:2:0 as cameras write, or progressive 4:4:4.
  const jpeg = (size: Size, progressive: boolean) => async () => {
    const image = await encoder(size);
    return highestQuality(limit("jpeg"), 30, 100, (quality) =>
      image()
        .jpeg({ quality, progressive, chromaSubsampling: progressive ? "4:4:4" : "4:2:0" })
        .toBuffer(),
    );
  };
  const rawPreview = fourThirds(formatRule("raw").maxPixels);
  const sizeName = (s: Size) => `${s.width}x${s.height}`;
  return [
    {
      label: "JPEG baseline 4:2:0",
      name: `jpeg-baseline-${sizeName(jpegSize)}.jpg`,
      type: "jpeg",
      size: jpegSize,
      make: jpeg(jpegSize, false),
    },
    {
      // Progressive JPEGs are decoded from whole-image coefficient buffers, however small the output.
      label: "JPEG progressive 4:4:4",
      name: `jpeg-progressive-${sizeName(jpegSize)}.jpg`,
      type: "jpeg",
      size: jpegSize,
      make: jpeg(jpegSize, true),
    },
    {
      label: "PNG",
      name: `png-${sizeName(fullSize("png"))}.png`,
      type: "png",
      size: fullSize("png"),
      make: async () => {
        const image = await encoder(fullSize("png"));
        return firstFitting(limit("png"), [
          () => image().png({ compressionLevel: 9 }).toBuffer(),
          () => image().png({ palette: true, colours: 256, dither: 1, compressionLevel: 9 }).toBuffer(),
          () => image().png({ palette: true, colours: 256, dither: 0, compressionLevel: 9 }).toBuffer(),
        ]);
      },
    },
    {
      label: "WebP",
      name: `webp-${sizeName(fullSize("webp"))}.webp`,
      type: "webp",
      size: fullSize("webp"),
      make: async () => {
        const image = await encoder(fullSize("webp"));
        // Lossless (24 MB at 50 MP) and near-lossless do not fit: lossy at quality 100 is the largest left.
        return firstFitting(limit("webp"), [
          () => image().webp({ lossless: true, effort: 0 }).toBuffer(),
          () => highestQuality(limit("webp"), 50, 100, (quality) => image().webp({ quality }).toBuffer()),
        ]);
      },
    },
    {
      // 12-bit 4:4:4: the largest decoded planes an AVIF can have at a given size.
      label: "AVIF 12-bit 4:4:4",
      name: `avif-12bit-${sizeName(fullSize("avif"))}.avif`,
      type: "avif",
      size: fullSize("avif"),
      make: async () => {
        const image = await encoder(fullSize("avif"));
        return highestQuality(limit("avif"), 50, 100, (quality) =>
          image().avif({ quality, effort: 0, bitdepth: 12, chromaSubsampling: "4:4:4" }).toBuffer(),
        );
      },
    },
    {
      label: "GIF",
      name: `gif-${sizeName(fullSize("gif"))}.gif`,
      type: "gif",
      size: fullSize("gif"),
      make: async () => {
        const image = await encoder(fullSize("gif"));
        return firstFitting(limit("gif"), [
          () => image().gif({ colours: 256, dither: 1, effort: 1 }).toBuffer(),
          () => image().gif({ colours: 256, dither: 0, effort: 1 }).toBuffer(),
          () => image().gif({ colours: 64, dither: 0, effort: 1 }).toBuffer(),
        ]);
      },
    },
    {
      label: "BMP 24-bit",
      name: `bmp-${sizeName(bmpSize)}.bmp`,
      type: "bmp",
      size: bmpSize,
      make: () => bmp(bmpSize),
    },
    {
      label: "TIFF 8-bit uncompressed",
      name: `tiff-uncompressed-${sizeName(tiffUncompressed)}.tif`,
      type: "tiff",
      size: tiffUncompressed,
      make: async () => (await encoder(tiffUncompressed))().tiff({ compression: "none" }).toBuffer(),
    },
    {
      label: "TIFF 8-bit deflate",
      name: `tiff-8bit-${sizeName(fullSize("tiff"))}.tif`,
      type: "tiff",
      size: fullSize("tiff"),
      make: async () => {
        const image = await encoder(fullSize("tiff"));
        return firstFitting(limit("tiff"), [
          () => image().tiff({ compression: "deflate", predictor: "none" }).toBuffer(),
          () => image().tiff({ compression: "deflate", predictor: "horizontal" }).toBuffer(),
        ]);
      },
    },
    {
      // 16 bits a sample: scanners' and raw converters' TIFFs; utif2 decodes them to 6 bytes a pixel first.
      label: "TIFF 16-bit deflate",
      name: `tiff-16bit-${sizeName(fullSize("tiff"))}.tif`,
      type: "tiff",
      size: fullSize("tiff"),
      make: async () => {
        const image = await encoder(fullSize("tiff"));
        const rgb16 = () => image().toColourspace("rgb16");
        return firstFitting(limit("tiff"), [
          () => rgb16().tiff({ compression: "lzw", predictor: "none" }).toBuffer(),
          () => rgb16().tiff({ compression: "deflate", predictor: "none" }).toBuffer(),
          () => rgb16().tiff({ compression: "deflate", predictor: "horizontal" }).toBuffer(),
        ]);
      },
    },
    {
      label: "HEIC grid (tile by tile)",
      name: `heic-grid-${sizeName(heicSize)}.heic`,
      type: "heic",
      size: heicSize,
      make: async () => heic(heicSize, limit("heic") - 65_536, false),
    },
    {
      label: "HEIC grid + clap (libheif whole)",
      name: `heic-whole-${sizeName(heicSize)}.heic`,
      type: "heic",
      size: heicSize,
      make: async () => heic(heicSize, limit("heic") - 65_536, true),
    },
    {
      label: "RAW (DNG, baseline JPEG preview)",
      name: `raw-${sizeName(rawPreview)}.dng`,
      type: "raw",
      size: rawPreview,
      make: async () => dng(await jpeg(rawPreview, false)(), rawPreview, limit("raw") - 65_536),
    },
    {
      // No camera writes one; a file made to can.
      label: "RAW (DNG, progressive 4:4:4 preview)",
      name: `raw-progressive-${sizeName(rawPreview)}.dng`,
      type: "raw",
      size: rawPreview,
      make: async () => dng(await jpeg(rawPreview, true)(), rawPreview, limit("raw") - 65_536),
    },
  ];
}

/** Every limit's largest photo, made where missing, in the table's order. */
export async function limitPhotos(): Promise<LimitPhoto[]> {
  mkdirSync(dir, { recursive: true });
  const photos: LimitPhoto[] = [];
  for (const recipe of recipes()) {
    const path = join(dir, recipe.name);
    if (!existsSync(path)) {
      const started = Date.now();
      const data = await recipe.make();
      check(recipe, path, data);
      writeFileSync(path, data);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`made ${recipe.name}: ${(data.length / 2 ** 20).toFixed(1)} MiB in ${seconds} s`);
    }
    photos.push(check(recipe, path));
  }
  rgbCache.clear();
  return photos;
}
