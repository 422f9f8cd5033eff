import { readFile } from "node:fs/promises";
import {
  decodeHeic,
  type HeicDecoders,
  HeicTooLargeError,
} from "@photo-organizer/web/src/features/upload/preview/decoders/heic.ts";
import { instantiateDe265 } from "@photo-organizer/web/src/features/upload/preview/decoders/libde265/libde265.ts";
import de265Wasm from "@photo-organizer/web/src/features/upload/preview/decoders/libde265/libde265.wasm?url";
import createLibheif, { type Libheif } from "libheif-js/libheif-wasm/libheif.js";
import libheifWasm from "libheif-js/libheif-wasm/libheif.wasm?url";

/**
 * The browser's own HEIC decoder module (tiles through our WebAssembly SIMD libde265, box-scaled straight to
 * the preview size; libheif for the layouts it leaves), given its WebAssembly from files instead of
 * fetching it: the same pixels as /upload's previews. sharp's libheif has no HEVC decoder. The WebAssembly is
 * imported as Vite imports it (`?url`): from the sources, the bin's module hook gives its file URL; in the
 * npm package, the build does (scripts/build.ts).
 */
function loadLibheif(): Promise<Libheif> {
  return readFile(new URL(libheifWasm)).then(
    (bytes) =>
      new Promise((resolve, reject) => {
        const options = {
          wasmBinary: new Uint8Array(bytes),
          onRuntimeInitialized: () => resolve(options as unknown as Libheif),
          onAbort: reject,
          print: () => undefined,
          printErr: () => undefined,
        };
        createLibheif(options);
      }),
  );
}

let tiles: ReturnType<HeicDecoders["tiles"]> | null = null;
let whole: ReturnType<HeicDecoders["whole"]> | null = null;

const decoders: HeicDecoders = {
  tiles: () => {
    tiles ??= readFile(new URL(de265Wasm)).then((bytes) => instantiateDe265(new Uint8Array(bytes)));
    return tiles;
  },
  whole: () => {
    whole ??= loadLibheif();
    return whole;
  },
};

export { HeicTooLargeError };

/** RGBA pixels of the HEIC's primary image at about `maxSide`, and the EXIF orientation still to apply. */
export const decodeHeicFile = (bytes: Uint8Array, maxSide: number) => decodeHeic(bytes, maxSide, decoders);
