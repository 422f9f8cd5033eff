/** The parts of libheif-js's Emscripten module the HEIC decoder uses. */
declare module "libheif-js/libheif-wasm/libheif.js" {
  import type { De265 } from "@/features/upload/preview/decoders/libde265/libde265";
  export type HeifChannel = { id: number; width: number; height: number; stride: number; data: Uint8Array };
  export type HeifDecoded = { code?: number; image: number; channels: HeifChannel[] };
  export interface HeifImageHandle {
    readonly handle: number;
    is_primary(): boolean;
    free(): void;
  }
  /** libheif, and the libde265 it is built with (used where the engine has no WebAssembly SIMD) */
  export interface Libheif extends De265 {
    HeifDecoder: new () => { decoder: number; decode(bytes: Uint8Array): HeifImageHandle[] };
    heif_js_decode_image2(handle: number, colorspace: number, chroma: number): Promise<HeifDecoded | null>;
    heif_image_release(image: number): void;
    heif_context_free(context: number): void;
    heif_colorspace: { heif_colorspace_RGB: number };
    heif_chroma: { heif_chroma_interleaved_RGBA: number };
    heif_channel: { heif_channel_interleaved: number };
  }
  export type LibheifOptions = {
    locateFile?: (path: string) => string;
    onRuntimeInitialized?: () => void;
    onAbort?: (reason: unknown) => void;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    wasmBinary?: Uint8Array;
  };
  const createLibheif: (options: LibheifOptions) => Libheif;
  export default createLibheif;
}
