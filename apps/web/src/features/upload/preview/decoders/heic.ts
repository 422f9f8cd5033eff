import createLibheif, { type Libheif, type LibheifOptions } from "libheif-js/libheif-wasm/libheif.js";
import wasmUrl from "libheif-js/libheif-wasm/libheif.wasm?url";

/**
 * HEIC/HEIF through libheif (LGPL, compiled to WASM by libheif-js): loaded the first time a HEIC file is
 * previewed, in the preview worker only. The WASM file is a separate asset Vite emits, fetched on demand.
 */
let loading: Promise<Libheif> | null = null;

function libheif(): Promise<Libheif> {
  loading ??= new Promise<Libheif>((resolve, reject) => {
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
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The primary image of a HEIF file (a collection holds several; the primary is the photo), decoded to
 * RGBA with its rotation and mirroring (irot/imir) applied, as HEIF asks.
 */
export async function decodeHeic(bytes: Uint8Array): Promise<ImageData> {
  const lib = await libheif();
  const decoder = new lib.HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const primary = images.find((image) => image.is_primary()) ?? images[0];
    if (!primary) throw new Error("The HEIC file holds no image");
    const decoded = await lib.heif_js_decode_image2(
      primary.handle,
      lib.heif_colorspace.heif_colorspace_RGB,
      lib.heif_chroma.heif_chroma_interleaved_RGBA,
    );
    if (!decoded || decoded.code) throw new Error("The HEIC image could not be decoded");
    try {
      const channel = decoded.channels.find((c) => c.id === lib.heif_channel.heif_channel_interleaved);
      if (!channel) throw new Error("The HEIC image has no colour data");
      const { width, height, stride, data } = channel;
      const pixels = new ImageData(width, height);
      if (stride === width * 4) pixels.data.set(data.subarray(0, width * height * 4));
      else {
        for (let row = 0; row < height; row++) {
          pixels.data.set(data.subarray(row * stride, row * stride + width * 4), row * width * 4);
        }
      }
      return pixels;
    } finally {
      lib.heif_image_release(decoded.image);
    }
  } finally {
    for (const image of images) image.free();
    if (decoder.decoder) lib.heif_context_free(decoder.decoder);
  }
}
