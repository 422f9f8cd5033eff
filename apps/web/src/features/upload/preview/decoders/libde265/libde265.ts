/**
 * libde265's C API as the HEIC tile decoder calls it (libde265/de265.h), pointers as numbers. Two modules
 * provide it: our WebAssembly SIMD build of libde265 (`libde265.wasm`, built by `build.sh`), and libheif-js,
 * whose build has no SIMD and serves engines without WebAssembly SIMD.
 */
export interface De265 {
  /** the WASM heap (a new view after the heap grows: read it after every allocation) */
  readonly HEAPU8: Uint8Array;
  readonly HEAP32: Int32Array;
  _malloc(size: number): number;
  _free(pointer: number): void;
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
  /** the vertical half of the preview's box scaling, in WASM SIMD (our build only) */
  readonly columnSums?: ColumnSums;
}

/**
 * Adds rows [0, rows) of the plane at `plane` (an address in the module's memory, taken before any call that
 * may grow it; `stride` bytes apart, `cols` used) column by column into one row of sums per output row: source row `from + r` belongs to output row
 * min(last, floor((from + r) × step / factor)). Returns those sums, `cols` per output row, from output row
 * `first` on; read them before the module allocates again.
 */
export type ColumnSums = (
  plane: number,
  stride: number,
  cols: number,
  rows: number,
  box: { from: number; step: number; factor: number; last: number },
) => { first: number; rows: number; sums: Uint32Array };

/** The exports of libde265.wasm (a standalone Emscripten module: C names, no JS glue). */
type Exports = {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  de265_init(): number;
  /** (decoder, data, length, pts, user data): a standalone module takes the 64-bit pts as a BigInt */
  de265_push_NAL(decoder: number, data: number, length: number, pts: bigint, user: number): number;
  box_columns(
    plane: number,
    stride: number,
    cols: number,
    rows: number,
    from: number,
    step: number,
    factor: number,
    last: number,
    sums: number,
  ): number;
} & {
  [K in Exclude<keyof De265, "_de265_push_NAL"> as K extends `_de265_${infer Name}`
    ? `de265_${Name}`
    : never]: De265[K];
};

/** A call the decoder made that a browser tab cannot answer (exit, or a file other than stdout/stderr). */
class WasiUnavailable extends Error {}

const WASI_ERRNO_BADF = 8;

/**
 * The few system calls the C library may make: writes to stdout/stderr (libde265's warnings) are dropped,
 * and exit stops the call that made it.
 */
function wasiImports(memory: () => WebAssembly.Memory) {
  return {
    fd_write(_fd: number, iovs: number, count: number, written: number): number {
      const view = new DataView(memory().buffer);
      let bytes = 0;
      for (let i = 0; i < count; i++) bytes += view.getUint32(iovs + i * 8 + 4, true);
      view.setUint32(written, bytes, true);
      return 0;
    },
    fd_close: () => WASI_ERRNO_BADF,
    fd_seek: () => WASI_ERRNO_BADF,
    proc_exit(code: number): never {
      throw new WasiUnavailable(`The HEVC decoder stopped (exit ${code})`);
    },
  };
}

/** The module as the decoder calls it, with heap views renewed whenever the memory has grown. */
function de265Of(exports: Exports): De265 {
  let buffer: ArrayBufferLike | null = null;
  let u8 = new Uint8Array(0);
  let i32 = new Int32Array(0);
  const views = () => {
    if (exports.memory.buffer !== buffer) {
      buffer = exports.memory.buffer;
      u8 = new Uint8Array(buffer);
      i32 = new Int32Array(buffer);
    }
  };
  // One buffer for the column sums, grown to the largest tile seen and kept.
  let sumsPointer = 0;
  let sumsBytes = 0;
  const columnSums: ColumnSums = (plane, stride, cols, rows, { from, step, factor, last }) => {
    const bytes = (Math.ceil((rows * step) / factor) + 1) * cols * 4;
    if (bytes > sumsBytes) {
      if (sumsPointer) exports.free(sumsPointer);
      sumsPointer = exports.malloc(bytes);
      if (!sumsPointer) throw new Error("Out of memory for the HEIC preview");
      sumsBytes = bytes;
    }
    const count = exports.box_columns(plane, stride, cols, rows, from, step, factor, last, sumsPointer);
    const first = Math.min(last, Math.floor((from * step) / factor));
    return { first, rows: count, sums: new Uint32Array(exports.memory.buffer, sumsPointer, count * cols) };
  };
  return {
    columnSums,
    get HEAPU8() {
      views();
      return u8;
    },
    get HEAP32() {
      views();
      return i32;
    },
    _malloc: exports.malloc,
    _free: exports.free,
    _de265_new_decoder: exports.de265_new_decoder,
    _de265_free_decoder: exports.de265_free_decoder,
    _de265_set_parameter_bool: exports.de265_set_parameter_bool,
    _de265_push_NAL: (decoder, data, length, ptsLow, ptsHigh, user) =>
      exports.de265_push_NAL(decoder, data, length, BigInt(ptsLow) | (BigInt(ptsHigh) << 32n), user),
    _de265_flush_data: exports.de265_flush_data,
    _de265_decode: exports.de265_decode,
    _de265_get_next_picture: exports.de265_get_next_picture,
    _de265_release_next_picture: exports.de265_release_next_picture,
    _de265_get_image_width: exports.de265_get_image_width,
    _de265_get_image_height: exports.de265_get_image_height,
    _de265_get_chroma_format: exports.de265_get_chroma_format,
    _de265_get_bits_per_pixel: exports.de265_get_bits_per_pixel,
    _de265_get_image_plane: exports.de265_get_image_plane,
    _de265_get_image_matrix_coefficients: exports.de265_get_image_matrix_coefficients,
    _de265_get_image_full_range_flag: exports.de265_get_image_full_range_flag,
  };
}

/**
 * Instantiates libde265.wasm from its bytes or its HTTP response. Rejects with a WebAssembly.CompileError
 * where the engine has no WebAssembly SIMD (the caller then uses libheif-js's decoder).
 */
export async function instantiateDe265(source: BufferSource | Response): Promise<De265> {
  let memory: WebAssembly.Memory | null = null;
  const imports = {
    env: { emscripten_notify_memory_growth: () => undefined },
    wasi_snapshot_preview1: wasiImports(() => memory as WebAssembly.Memory),
  };
  const { instance } =
    source instanceof Response
      ? await WebAssembly.instantiateStreaming(source, imports)
      : await WebAssembly.instantiate(source, imports);
  const exports = instance.exports as unknown as Exports;
  memory = exports.memory;
  exports._initialize();
  // libde265 builds its scan-order and context tables when the first decoder is made and frees them with
  // the last one: holding one reference keeps them for the page's life instead of rebuilding them per tile.
  exports.de265_init();
  return de265Of(exports);
}
