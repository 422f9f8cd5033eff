/** The parts of libheif-js's Emscripten module the HEIC decoder uses. */
declare module "libheif-js/libheif-wasm/libheif.js" {
  export type HeifChannel = { id: number; width: number; height: number; stride: number; data: Uint8Array };
  export type HeifDecoded = { code?: number; image: number; channels: HeifChannel[] };
  export interface HeifImageHandle {
    readonly handle: number;
    is_primary(): boolean;
    free(): void;
  }
  export interface Libheif {
    HeifDecoder: new () => { decoder: number; decode(bytes: Uint8Array): HeifImageHandle[] };
    heif_js_decode_image2(handle: number, colorspace: number, chroma: number): Promise<HeifDecoded | null>;
    heif_image_release(image: number): void;
    heif_context_free(context: number): void;
    heif_colorspace: { heif_colorspace_RGB: number };
    heif_chroma: { heif_chroma_interleaved_RGBA: number };
    heif_channel: { heif_channel_interleaved: number };
    /** the WASM heap (a new view after the heap grows: read it after every allocation) */
    readonly HEAPU8: Uint8Array;
    readonly HEAP32: Int32Array;
    _malloc(size: number): number;
    _free(pointer: number): void;
    // libde265's C API (libde265/de265.h), pointers as numbers
    _de265_new_decoder(): number;
    _de265_free_decoder(decoder: number): number;
    _de265_set_parameter_bool(decoder: number, parameter: number, value: number): void;
    /** (decoder, data, length, pts low and high 32 bits, user data) */
    _de265_push_NAL(
      decoder: number,
      data: number,
      length: number,
      ptsLow: number,
      ptsHigh: number,
      user: number,
    ): number;
    _de265_flush_data(decoder: number): number;
    _de265_decode(decoder: number, more: number): number;
    _de265_get_next_picture(decoder: number): number;
    _de265_release_next_picture(decoder: number): void;
    _de265_get_image_width(image: number, channel: number): number;
    _de265_get_image_height(image: number, channel: number): number;
    _de265_get_chroma_format(image: number): number;
    _de265_get_bits_per_pixel(image: number, channel: number): number;
    _de265_get_image_plane(image: number, channel: number, stride: number): number;
    _de265_get_image_matrix_coefficients(image: number): number;
    _de265_get_image_full_range_flag(image: number): number;
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
