import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import {
  decodeHeic,
  type HeicDecoders,
  HeicTooLargeError,
} from "@photo-organizer/web/src/features/upload/preview/decoders/heic.ts";
import { instantiateDe265 } from "@photo-organizer/web/src/features/upload/preview/decoders/libde265/libde265.ts";
import createLibheif, { type Libheif } from "libheif-js/libheif-wasm/libheif.js";

/**
 * The browser's own HEIC decoder module (tiles through our WebAssembly SIMD libde265, box-scaled straight to
 * the preview size; libheif for the layouts it leaves), given its WebAssembly from files instead of
 * fetching it: the same pixels as /upload's previews. sharp's libheif has no HEVC decoder.
 */
function loadLibheif(): Promise<Libheif> {
  const wasm = createRequire(import.meta.url).resolve("libheif-js/libheif-wasm/libheif.wasm");
  return readFile(wasm).then(
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

const de265Wasm = new URL(
  import.meta.resolve("@photo-organizer/web/src/features/upload/preview/decoders/libde265/libde265.wasm"),
);

let tiles: ReturnType<HeicDecoders["tiles"]> | null = null;
let whole: ReturnType<HeicDecoders["whole"]> | null = null;

const decoders: HeicDecoders = {
  tiles: () => {
    tiles ??= readFile(de265Wasm).then((bytes) => instantiateDe265(new Uint8Array(bytes)));
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
