import type { ColumnSums } from "./libde265/libde265";

/**
 * Scaling a YCbCr picture down by a whole factor while it is decoded tile by tile: each output pixel is the
 * mean of a `factor` × `factor` box of stored pixels (chroma boxes at chroma resolution), and only the
 * small result is converted to RGB. A 12 MP HEIC never exists as 48 MB of RGBA.
 */
export type YcbcrPlanes = {
  y: Uint8Array;
  yStride: number;
  /** absent for a monochrome picture */
  cb?: Uint8Array;
  cr?: Uint8Array;
  cStride: number;
};

/** Colour matrix (ITU-T H.273 MatrixCoefficients) and range of the YCbCr samples. */
export type YcbcrColour = { matrix: number; fullRange: boolean };

/** Kr and Kb by MatrixCoefficients, as libheif reads them (unspecified and unknown ones as BT.601). */
function lumaWeights(matrix: number): [number, number] {
  switch (matrix) {
    case 1:
      return [0.2126, 0.0722];
    case 4:
      return [0.3, 0.11];
    case 7:
      return [0.212, 0.087];
    case 9:
    case 10:
      return [0.2627, 0.0593];
    default:
      return [0.299, 0.114];
  }
}

/** For each source index, the output index `floor(i * step / factor)`, and how many map to each. */
function boxes(count: number, step: number, factor: number, outputs: number) {
  const of = new Int32Array(count);
  const size = new Uint32Array(outputs);
  for (let i = 0; i < count; i++) {
    const o = Math.min(outputs - 1, Math.floor((i * step) / factor));
    of[i] = o;
    size[o] = (size[o] as number) + 1;
  }
  return { of, size };
}

/**
 * The columns [0, count) of a tile starting at source column `from`, as runs of columns that fall in the
 * same output column: (start, end, output column) triples.
 */
function runs(columnOf: Int32Array, from: number, count: number): Int32Array {
  const found: number[] = [];
  let start = 0;
  while (start < count) {
    const column = columnOf[from + start] as number;
    let end = start + 1;
    while (end < count && columnOf[from + end] === column) end++;
    found.push(start, end, column);
    start = end;
  }
  return Int32Array.from(found);
}

/** Adds `rows` rows of a plane to the box sums: each run of a row summed first, then added once. */
function addPlane(
  sums: Uint32Array,
  plane: Uint8Array,
  stride: number,
  columnRuns: Int32Array,
  rowOf: Int32Array,
  firstRow: number,
  rows: number,
  outWidth: number,
): void {
  const n = columnRuns.length;
  for (let row = 0; row < rows; row++) {
    const base = (rowOf[firstRow + row] as number) * outWidth;
    const src = row * stride;
    for (let i = 0; i < n; i += 3) {
      let sum = 0;
      const end = src + (columnRuns[i + 1] as number);
      for (let p = src + (columnRuns[i] as number); p < end; p++) sum += plane[p] as number;
      const o = base + (columnRuns[i + 2] as number);
      sums[o] = (sums[o] as number) + sum;
    }
  }
}

/**
 * The same as addPlane with the vertical sums done by `columnSums` (WASM SIMD, where the plane is): only
 * the horizontal runs of the per-output-row column sums are added here.
 */
function addPlaneByColumns(
  columnSums: ColumnSums,
  sums: Uint32Array,
  plane: number,
  stride: number,
  columnRuns: Int32Array,
  box: { from: number; step: number; factor: number; last: number },
  rows: number,
  outWidth: number,
): void {
  const cols = columnRuns[columnRuns.length - 2] as number;
  const bands = columnSums(plane, stride, cols, rows, box);
  const n = columnRuns.length;
  for (let band = 0; band < bands.rows; band++) {
    const base = (bands.first + band) * outWidth;
    const src = band * cols;
    for (let i = 0; i < n; i += 3) {
      let sum = 0;
      const end = src + (columnRuns[i + 1] as number);
      for (let p = src + (columnRuns[i] as number); p < end; p++) sum += bands.sums[p] as number;
      const o = base + (columnRuns[i + 2] as number);
      sums[o] = (sums[o] as number) + sum;
    }
  }
}

export class YcbcrBoxScaler {
  readonly width: number;
  readonly height: number;
  private readonly sumY: Uint32Array;
  private readonly sumCb: Uint32Array;
  private readonly sumCr: Uint32Array;
  private readonly cols;
  private readonly rows;
  private readonly chromaCols;
  private readonly chromaRows;

  /**
   * @param sourceWidth stored size of the whole picture (a grid's output size)
   * @param subX chroma subsampling across (2 for 4:2:0 and 4:2:2), 1 down for 4:2:2
   * @param columnSums the vertical sums in WASM, for planes in that module's memory (else done here)
   */
  constructor(
    readonly sourceWidth: number,
    readonly sourceHeight: number,
    readonly factor: number,
    readonly subX: number,
    readonly subY: number,
    private readonly columnSums?: ColumnSums,
  ) {
    this.width = Math.ceil(sourceWidth / factor);
    this.height = Math.ceil(sourceHeight / factor);
    const n = this.width * this.height;
    this.sumY = new Uint32Array(n);
    this.sumCb = new Uint32Array(n);
    this.sumCr = new Uint32Array(n);
    this.cols = boxes(sourceWidth, 1, factor, this.width);
    this.rows = boxes(sourceHeight, 1, factor, this.height);
    this.chromaCols = boxes(Math.ceil(sourceWidth / subX), subX, factor, this.width);
    this.chromaRows = boxes(Math.ceil(sourceHeight / subY), subY, factor, this.height);
  }

  /** Adds a decoded tile whose top-left stored pixel is (x0, y0); parts beyond the picture are left out. */
  addTile(x0: number, y0: number, tileWidth: number, tileHeight: number, planes: YcbcrPlanes): void {
    const w = Math.min(tileWidth, this.sourceWidth - x0);
    const h = Math.min(tileHeight, this.sourceHeight - y0);
    if (w <= 0 || h <= 0) return;
    const { y, yStride, cb, cr, cStride } = planes;
    // The planes' addresses in the WASM memory, read before a call into it can grow it (and empty the views).
    this.offsets = [y.byteOffset, cb?.byteOffset ?? 0, cr?.byteOffset ?? 0];
    this.add(0, this.sumY, y, yStride, runs(this.cols.of, x0, w), this.rows.of, { from: y0, step: 1 }, h);
    if (!cb || !cr) return;
    const cx0 = x0 / this.subX;
    const cy0 = y0 / this.subY;
    const cw = Math.ceil((x0 + w) / this.subX) - cx0;
    const ch = Math.ceil((y0 + h) / this.subY) - cy0;
    const chromaRuns = runs(this.chromaCols.of, cx0, cw);
    const chroma = { from: cy0, step: this.subY };
    this.add(1, this.sumCb, cb, cStride, chromaRuns, this.chromaRows.of, chroma, ch);
    this.add(2, this.sumCr, cr, cStride, chromaRuns, this.chromaRows.of, chroma, ch);
  }

  private offsets: [number, number, number] = [0, 0, 0];

  private add(
    channel: 0 | 1 | 2,
    sums: Uint32Array,
    plane: Uint8Array,
    stride: number,
    columnRuns: Int32Array,
    rowOf: Int32Array,
    { from, step }: { from: number; step: number },
    rows: number,
  ): void {
    if (!this.columnSums) {
      addPlane(sums, plane, stride, columnRuns, rowOf, from, rows, this.width);
      return;
    }
    const box = { from, step, factor: this.factor, last: this.height - 1 };
    addPlaneByColumns(
      this.columnSums,
      sums,
      this.offsets[channel],
      stride,
      columnRuns,
      box,
      rows,
      this.width,
    );
  }

  /** The scaled picture as RGBA, converted with the samples' colour matrix and range. */
  toRgba({ matrix, fullRange }: YcbcrColour, monochrome = false): Uint8ClampedArray<ArrayBuffer> {
    const [kr, kb] = lumaWeights(matrix);
    const kg = 1 - kr - kb;
    const yScale = fullRange ? 1 : 255 / 219;
    const yOffset = fullRange ? 0 : 16;
    const cScale = fullRange ? 1 : 255 / 224;
    const crToR = 2 * (1 - kr) * cScale;
    const cbToB = 2 * (1 - kb) * cScale;
    const out = new Uint8ClampedArray(this.width * this.height * 4);
    for (let oy = 0; oy < this.height; oy++) {
      const rowsY = this.rows.size[oy] as number;
      const rowsC = this.chromaRows.size[oy] as number;
      for (let ox = 0; ox < this.width; ox++) {
        const o = oy * this.width + ox;
        const luma = ((this.sumY[o] as number) / (rowsY * (this.cols.size[ox] as number)) - yOffset) * yScale;
        let r = luma;
        let g = luma;
        let b = luma;
        if (!monochrome) {
          const count = rowsC * (this.chromaCols.size[ox] as number);
          const pb = (this.sumCb[o] as number) / count - 128;
          const pr = (this.sumCr[o] as number) / count - 128;
          r = luma + crToR * pr;
          b = luma + cbToB * pb;
          g = (luma - kr * r - kb * b) / kg;
        }
        // Uint8ClampedArray rounds to the nearest and clamps to 0–255.
        out[o * 4] = r;
        out[o * 4 + 1] = g;
        out[o * 4 + 2] = b;
        out[o * 4 + 3] = 255;
      }
    }
    return out;
  }
}

/** The whole factor that scales `width` × `height` to the smallest size still at least `maxSide` long. */
export function boxFactor(width: number, height: number, maxSide: number): number {
  return Math.max(1, Math.floor(Math.max(width, height) / Math.max(1, maxSide)));
}
