import { type ByteRange, type HeifPicture, heifLayout, hevcSpsSize } from "@photo-organizer/core";
import createLibheif, { type Libheif, type LibheifOptions } from "libheif-js/libheif-wasm/libheif.js";
import wasmUrl from "libheif-js/libheif-wasm/libheif.wasm?url";
import { boxFactor, YcbcrBoxScaler } from "./box-scale";
import { type De265, instantiateDe265 } from "./libde265/libde265";
import de265Url from "./libde265/libde265.wasm?url";

/**
 * HEIC/HEIF in the preview worker, with decoders loaded the first time a HEIC file is previewed, each a
 * separate WASM asset Vite emits and the worker fetches on demand.
 *
 * A photo's tiles go through libde265 one by one and are box-averaged into the preview as they come out
 * (ADR 007): no 12 MP RGBA image, no full-size colour conversion, and for a small preview no in-loop
 * filters. The tiles' libde265 is our patched WebAssembly SIMD build (ADR 008, 009); an engine without
 * WebAssembly SIMD uses the one inside libheif-js. Layouts the tile path does not handle (overlays,
 * cropping, alpha, more than 8 bits) are decoded whole by libheif (LGPL, libheif-js), as before.
 */
let loadingLibheif: Promise<Libheif> | null = null;

export function libheif(): Promise<Libheif> {
  loadingLibheif ??= new Promise<Libheif>((resolve, reject) => {
    // Emscripten fills in and returns the options object itself once the runtime is up.
    const options: LibheifOptions = {
      locateFile: () => wasmUrl,
      onRuntimeInitialized: () => resolve(options as unknown as Libheif),
      onAbort: (reason) => reject(new Error(`The HEIC decoder could not start: ${String(reason)}`)),
      // libheif logs each broken file; the caller reports the failure once.
      print: () => undefined,
      printErr: () => undefined,
    };
    createLibheif(options);
  }).catch((error: unknown) => {
    loadingLibheif = null;
    throw error;
  });
  return loadingLibheif;
}

/**
 * The SIMD build of libde265 from `wasm`, or `portable` where the engine cannot compile it (no WebAssembly
 * SIMD). Any other failure is the caller's.
 */
export async function simdOr(wasm: () => Promise<BufferSource>, portable: () => Promise<De265>) {
  const bytes = await wasm();
  try {
    return await instantiateDe265(bytes);
  } catch (error) {
    if (!(error instanceof WebAssembly.CompileError)) throw error;
    return portable();
  }
}

let loadingTiles: Promise<De265> | null = null;

/** libde265 for the tiles: the SIMD build, or libheif-js's where WebAssembly SIMD does not compile. */
export function tileDecoder(): Promise<De265> {
  const wasm = async () => {
    const response = await fetch(de265Url);
    if (!response.ok) throw new Error(`The HEIC decoder could not be loaded (HTTP ${response.status})`);
    return response.arrayBuffer();
  };
  loadingTiles ??= simdOr(wasm, libheif).catch((error: unknown) => {
    loadingTiles = null;
    throw error;
  });
  return loadingTiles;
}

/** Where decodeHeic gets its decoders: loaded on first use in the worker, given directly in tests. */
export type HeicDecoders = { tiles: () => Promise<De265>; whole: () => Promise<Libheif> };
const loadedDecoders: HeicDecoders = { tiles: tileDecoder, whole: libheif };

/** RGBA pixels, and the EXIF orientation still to apply to them (1: already upright). */
export type HeicPixels = {
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
  orientation: number;
};

/** The tile path cannot decode the file's picture (libheif then tries it whole). */
class HeicDecodeError extends Error {}

/** A tile declares a larger picture than the file says: refused before the decoder allocates for it. */
export class HeicTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`An HEIC tile declares ${width}×${height} pixels`);
  }
}

/** libde265's decoder parameters and results used here (libde265/de265.h). */
const DE265 = { disableDeblocking: 7, disableSao: 8, waitingForInput: 13, firstWarning: 1000 } as const;
/** Below this scale-down the in-loop filters' work is visible; above, box averaging hides what they smooth. */
const FILTERS_OFF_FROM_FACTOR = 4;
/** How far an SPS's coded size may exceed the tile it codes (coding-block padding). */
const SPS_PADDING = 64;

/**
 * The picture to decode for a preview whose longer side will be `maxSide`: the smallest thumbnail of the
 * primary image that still reaches it with the same proportions and turn (for a selection-list
 * thumbnail), else the primary image itself. null when the primary is left to libheif.
 */
export function chooseHeifPicture(
  layout: { primary: HeifPicture | null; thumbnails: readonly HeifPicture[] },
  maxSide: number,
): HeifPicture | null {
  const { primary } = layout;
  if (!primary) return null;
  const ratio = primary.width / primary.height;
  const fits = layout.thumbnails
    .filter((t) => Math.max(t.width, t.height) >= maxSide && t.orientation === primary.orientation)
    .filter((t) => Math.abs(t.width / t.height / ratio - 1) < 0.02)
    .sort((a, b) => a.width * a.height - b.width * b.height);
  return fits[0] ?? primary;
}

/** Copies `ranges` of `bytes` into the WASM heap; the caller frees the pointer. */
function copyIn(
  lib: De265,
  bytes: Uint8Array,
  ranges: readonly ByteRange[],
): { pointer: number; length: number } {
  const length = ranges.reduce((sum, r) => sum + r.length, 0);
  const pointer = lib._malloc(Math.max(1, length));
  if (!pointer) throw new HeicDecodeError("Out of memory for the HEIC tile");
  let at = pointer;
  for (const r of ranges) {
    lib.HEAPU8.set(bytes.subarray(r.offset, r.offset + r.length), at);
    at += r.length;
  }
  return { pointer, length };
}

/**
 * Decodes one coded tile with libde265 and hands the picture to `use` while it is alive. Throws
 * HeicTooLargeError, before decoding, when the tile declares a larger picture than the file says, and
 * HeicDecodeError when it cannot be decoded.
 */
function decodeTile(
  lib: De265,
  bytes: Uint8Array,
  tile: HeifPicture["tiles"][number],
  expected: { width: number; height: number },
  filters: boolean,
  use: (image: number) => void,
): void {
  for (const header of tile.headers) {
    const sps = hevcSpsSize(bytes.subarray(header.offset, header.offset + header.length));
    if (sps && (sps.width > expected.width + SPS_PADDING || sps.height > expected.height + SPS_PADDING)) {
      throw new HeicTooLargeError(sps.width, sps.height);
    }
  }
  const decoder = lib._de265_new_decoder();
  if (!decoder) throw new HeicDecodeError("The HEVC decoder could not start");
  const headers = copyIn(lib, bytes, tile.headers);
  const data = copyIn(lib, bytes, tile.data);
  const more = lib._malloc(4);
  let pictures = 0;
  try {
    if (!filters) {
      lib._de265_set_parameter_bool(decoder, DE265.disableDeblocking, 1);
      lib._de265_set_parameter_bool(decoder, DE265.disableSao, 1);
    }
    let at = headers.pointer;
    for (const header of tile.headers) {
      lib._de265_push_NAL(decoder, at, header.length, 0, 0, 0);
      at += header.length;
    }
    // The picture's NAL units, each after a big-endian length of `lengthSize` bytes.
    const heap = lib.HEAPU8;
    for (let p = 0; p + tile.lengthSize <= data.length; ) {
      let length = 0;
      for (let i = 0; i < tile.lengthSize; i++)
        length = length * 256 + (heap[data.pointer + p + i] as number);
      p += tile.lengthSize;
      if (p + length > data.length) throw new HeicDecodeError("An HEIC tile is cut short");
      if (length > 0) lib._de265_push_NAL(decoder, data.pointer + p, length, 0, 0, 0);
      p += length;
    }
    lib._de265_flush_data(decoder);
    for (;;) {
      lib.HEAP32[more >> 2] = 0;
      const error = lib._de265_decode(decoder, more);
      const image = lib._de265_get_next_picture(decoder);
      if (image) {
        pictures++;
        try {
          use(image);
        } finally {
          lib._de265_release_next_picture(decoder);
        }
      }
      if (error !== 0 && error !== DE265.waitingForInput && error < DE265.firstWarning) {
        throw new HeicDecodeError(`The HEIC image could not be decoded (libde265 error ${error})`);
      }
      if (!lib.HEAP32[more >> 2]) break;
    }
  } finally {
    lib._free(more);
    lib._free(headers.pointer);
    lib._free(data.pointer);
    lib._de265_free_decoder(decoder);
  }
  if (pictures !== 1) throw new HeicDecodeError("An HEIC tile holds no picture");
}

/** A picture's tiles decoded one by one into a box-scaled preview at least `maxSide` long. */
function decodeTiled(lib: De265, bytes: Uint8Array, picture: HeifPicture, maxSide: number): HeicPixels {
  const factor = boxFactor(picture.width, picture.height, maxSide);
  const filters = factor < FILTERS_OFF_FROM_FACTOR;
  const stride = lib._malloc(4);
  let scaler: YcbcrBoxScaler | null = null;
  let monochrome = false;
  let colour: { matrix: number; fullRange: boolean } | null = picture.nclx;
  try {
    picture.tiles.forEach((tile, index) => {
      const x0 = (index % picture.columns) * picture.tileWidth;
      const y0 = Math.floor(index / picture.columns) * picture.tileHeight;
      decodeTile(
        lib,
        bytes,
        tile,
        { width: picture.tileWidth, height: picture.tileHeight },
        filters,
        (image) => {
          const width = lib._de265_get_image_width(image, 0);
          const height = lib._de265_get_image_height(image, 0);
          if (
            width < Math.min(picture.tileWidth, picture.width - x0) ||
            height < Math.min(picture.tileHeight, picture.height - y0)
          ) {
            throw new HeicDecodeError("An HEIC tile is smaller than the file says");
          }
          if (lib._de265_get_bits_per_pixel(image, 0) !== 8)
            throw new HeicDecodeError("Unsupported bit depth");
          const chroma = lib._de265_get_chroma_format(image); // 0 mono, 1 4:2:0, 2 4:2:2, 3 4:4:4
          const subX = chroma === 1 || chroma === 2 ? 2 : 1;
          const subY = chroma === 1 ? 2 : 1;
          if (!scaler) {
            // Tiles start on whole chroma samples (always so in valid files).
            if (picture.tileWidth % subX || picture.tileHeight % subY) {
              throw new HeicDecodeError("The HEIC tiles split chroma samples");
            }
            monochrome = chroma === 0;
            scaler = new YcbcrBoxScaler(picture.width, picture.height, factor, subX, subY, lib.columnSums);
            colour ??= {
              matrix: lib._de265_get_image_matrix_coefficients(image),
              fullRange: lib._de265_get_image_full_range_flag(image) !== 0,
            };
          } else if (monochrome !== (chroma === 0) || scaler.subX !== subX || scaler.subY !== subY) {
            throw new HeicDecodeError("The HEIC tiles differ in their chroma format");
          }
          const plane = (channel: number) => {
            const pointer = lib._de265_get_image_plane(image, channel, stride);
            const rowBytes = lib.HEAP32[stride >> 2] as number;
            const rows = lib._de265_get_image_height(image, channel);
            return { data: lib.HEAPU8.subarray(pointer, pointer + rowBytes * rows), rowBytes };
          };
          const y = plane(0);
          const cb = monochrome ? null : plane(1);
          const cr = monochrome ? null : plane(2);
          scaler.addTile(x0, y0, picture.tileWidth, picture.tileHeight, {
            y: y.data,
            yStride: y.rowBytes,
            cb: cb?.data,
            cr: cr?.data,
            cStride: cb?.rowBytes ?? 0,
          });
        },
      );
    });
  } finally {
    lib._free(stride);
  }
  const done = scaler as YcbcrBoxScaler | null;
  if (!done || !colour) throw new HeicDecodeError("The HEIC file holds no image");
  return {
    width: done.width,
    height: done.height,
    data: done.toRgba(colour, monochrome),
    orientation: picture.orientation,
  };
}

/**
 * The whole primary image of a HEIF file (a collection holds several; the primary is the photo) decoded by
 * libheif to RGBA, with its cropping, rotation and mirroring applied.
 */
function decodeWhole(lib: Libheif, bytes: Uint8Array): Promise<HeicPixels> {
  const decoder = new lib.HeifDecoder();
  const images = decoder.decode(bytes);
  const release = () => {
    for (const image of images) image.free();
    if (decoder.decoder) lib.heif_context_free(decoder.decoder);
  };
  return (async () => {
    const primary = images.find((image) => image.is_primary()) ?? images[0];
    if (!primary) throw new HeicDecodeError("The HEIC file holds no image");
    const decoded = await lib.heif_js_decode_image2(
      primary.handle,
      lib.heif_colorspace.heif_colorspace_RGB,
      lib.heif_chroma.heif_chroma_interleaved_RGBA,
    );
    if (!decoded || decoded.code) throw new HeicDecodeError("The HEIC image could not be decoded");
    try {
      const channel = decoded.channels.find((c) => c.id === lib.heif_channel.heif_channel_interleaved);
      if (!channel) throw new HeicDecodeError("The HEIC image has no colour data");
      const { width, height, stride, data } = channel;
      const pixels = new Uint8ClampedArray(width * height * 4);
      for (let row = 0; row < height; row++) {
        pixels.set(data.subarray(row * stride, row * stride + width * 4), row * width * 4);
      }
      return { width, height, data: pixels, orientation: 1 };
    } finally {
      lib.heif_image_release(decoded.image);
    }
  })().finally(release);
}

/**
 * Decodes a HEIF file for a preview whose longer side will be `maxSide`. The result is at least that long
 * when the picture is (the caller scales it the rest of the way) and may still need `orientation` applied.
 */
export async function decodeHeic(
  bytes: Uint8Array,
  maxSide: number,
  decoders: HeicDecoders = loadedDecoders,
): Promise<HeicPixels> {
  const layout = heifLayout(bytes);
  const picture = layout ? chooseHeifPicture(layout, maxSide) : null;
  if (picture) {
    try {
      return decodeTiled(await decoders.tiles(), bytes, picture, maxSide);
    } catch (error) {
      if (!(error instanceof HeicDecodeError)) throw error;
      // Whatever the tile path could not read, libheif reads whole or reports.
    }
  }
  return decodeWhole(await decoders.whole(), bytes);
}
