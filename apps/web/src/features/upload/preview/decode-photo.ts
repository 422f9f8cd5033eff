import {
  choosePreview,
  completenessChecked,
  DECLARED_SIZE_BYTES,
  declaredSize,
  detectImageFormat,
  formatRule,
  type ImageFormat,
  JPEG_HEADER_BYTES,
  jpegFrame,
  jpegOrientation,
  jpegSize,
  type PixelSize,
  pictureComplete,
  RAW_HEADER_BYTES,
  type RawFormat,
  rawLayout,
  type SizedJpeg,
  tiffOrientation,
} from "@photo-organizer/core";
import { jpegDecodeSize, type UnreadableReason } from "./preview-protocol";

/**
 * Decoding one photo of any accepted format in the preview worker, after checking its declared size.
 * Native formats go to the browser's decoders; HEIC and TIFF to WASM/JS decoders loaded on first use; RAW
 * files give up their embedded JPEG preview.
 */
export type Decoded = {
  image: CanvasImageSource;
  /** size of `image` as stored (before `orientation`) */
  width: number;
  height: number;
  /** EXIF orientation still to apply when drawing (1: the image is already upright) */
  orientation: number;
  format: ImageFormat;
  release: () => void;
};

/** A photo that cannot be previewed, and why: it goes to Unsorted whole, with a toast naming it. */
export class UnreadablePhotoError extends Error {
  constructor(
    message: string,
    readonly reason: UnreadableReason,
  ) {
    super(message);
    this.name = "UnreadablePhotoError";
  }
}

const damaged = (message: string) => new UnreadablePhotoError(message, { kind: "damaged" });
const incomplete = (message: string) => new UnreadablePhotoError(message, { kind: "incomplete" });

async function bytesOf(blob: Blob, start = 0, end = blob.size): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(start, Math.min(end, blob.size)).arrayBuffer());
}

/**
 * Refuses a file cut short, whose picture stops before the file does: browsers would decode the part that is
 * there and grey out the rest, and the photo would be described from that.
 */
function checkComplete(format: ImageFormat, bytes: Uint8Array): void {
  if (!pictureComplete(format.type, bytes)) {
    throw incomplete(`The ${format.name.toUpperCase()} file ends before its picture does`);
  }
}

/** Refuses a decompression bomb before any decoder allocates for it. */
function checkPixels(size: PixelSize | null, maxPixels: number): void {
  if (size && size.width * size.height > maxPixels) {
    throw new UnreadablePhotoError(`The image declares ${size.width}×${size.height} pixels`, {
      kind: "too_many_pixels",
      width: size.width,
      height: size.height,
    });
  }
}

const fromBitmap = (bitmap: ImageBitmap, format: ImageFormat, orientation = 1): Decoded => ({
  image: bitmap,
  width: bitmap.width,
  height: bitmap.height,
  orientation,
  format,
  release: () => bitmap.close(),
});

/**
 * JPEGs go through WebCodecs' ImageDecoder with a desired size, which lets the browser decode at 1/8–1/2
 * scale: about a third of the time of a full 12 MP decode. null when that is not available or fails, so the
 * caller falls back to a full decode (and reports its error for a broken file).
 */
async function decodeJpegReduced(
  file: Blob,
  stored: PixelSize,
  maxSide: number,
): Promise<ImageBitmap | null> {
  if (typeof ImageDecoder === "undefined") return null;
  const desired = jpegDecodeSize(stored.width, stored.height, maxSide);
  let decoder: ImageDecoder | null = null;
  try {
    decoder = new ImageDecoder({
      data: file.stream(),
      type: "image/jpeg",
      desiredWidth: desired.width,
      desiredHeight: desired.height,
    });
    const { image: frame } = await decoder.decode();
    // Copied into a bitmap (EXIF rotation applied) and the frame closed at once: a frame drawn straight
    // onto the canvas stays referenced after close(), and a batch's memory grew by one frame per photo.
    try {
      return await createImageBitmap(frame);
    } finally {
      frame.close();
      decoder.close();
    }
  } catch {
    decoder?.close();
    return null;
  }
}

async function decodeNative(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch (error) {
    throw damaged(error instanceof Error ? error.message : String(error));
  }
}

async function decodeJpeg(
  file: Blob,
  format: ImageFormat,
  maxSide: number,
  orientation = 1,
): Promise<Decoded> {
  const stored = jpegSize(await bytesOf(file, 0, JPEG_HEADER_BYTES));
  checkPixels(stored, formatRule(format.type).maxPixels);
  const bitmap = (stored && (await decodeJpegReduced(file, stored, maxSide))) ?? (await decodeNative(file));
  return fromBitmap(bitmap, format, orientation);
}

/** Pixels decoded by a JS/WASM decoder, scaled down on the way into a bitmap. */
async function fromPixels(pixels: ImageData, format: ImageFormat, maxSide: number, orientation = 1) {
  const scale = Math.min(1, maxSide / Math.max(pixels.width, pixels.height));
  const bitmap = await createImageBitmap(pixels, {
    resizeWidth: Math.max(1, Math.round(pixels.width * scale)),
    resizeHeight: Math.max(1, Math.round(pixels.height * scale)),
    resizeQuality: "high",
  });
  return fromBitmap(bitmap, format, orientation);
}

async function decodeHeif(file: Blob, format: ImageFormat, maxSide: number): Promise<Decoded> {
  const { decodeHeic, HeicTooLargeError } = await import("./decoders/heic");
  const bytes = await bytesOf(file);
  checkComplete(format, bytes);
  let decoded: Awaited<ReturnType<typeof decodeHeic>>;
  try {
    decoded = await decodeHeic(bytes, maxSide);
  } catch (error) {
    if (error instanceof HeicTooLargeError) checkPixels(error, 0);
    throw damaged(error instanceof Error ? error.message : String(error));
  }
  const pixels = new ImageData(decoded.data, decoded.width, decoded.height);
  return fromPixels(pixels, format, maxSide, decoded.orientation);
}

async function decodeTiff(file: Blob, format: ImageFormat, maxSide: number): Promise<Decoded> {
  const { decodeTiffFirstPage } = await import("./decoders/tiff");
  const bytes = await bytesOf(file);
  // A TIFF may keep its first IFD at the end of the file: its size and orientation are read from all of it.
  checkPixels(declaredSize("tiff", bytes), formatRule("tiff").maxPixels);
  checkComplete(format, bytes);
  let pixels: ImageData;
  try {
    pixels = decodeTiffFirstPage(bytes.buffer as ArrayBuffer, formatRule("tiff").maxPixels);
  } catch (error) {
    throw damaged(error instanceof Error ? error.message : String(error));
  }
  return fromPixels(pixels, format, maxSide, tiffOrientation(bytes));
}

/** The embedded JPEG preview of a RAW file, read without loading the rest of the file. */
async function decodeRaw(file: Blob, format: ImageFormat, maxSide: number): Promise<Decoded> {
  const head = await bytesOf(file, 0, RAW_HEADER_BYTES);
  const layout = rawLayout(format.name as RawFormat, head, file.size);
  // Cut short inside a preview: the browser would draw the part that is there, or a smaller preview be taken.
  if (layout.cutShort) {
    throw incomplete(`The ${format.name.toUpperCase()} file ends inside its preview image`);
  }
  const sized: SizedJpeg[] = [];
  for (const jpeg of layout.jpegs) {
    const start = await bytesOf(file, jpeg.offset, jpeg.offset + Math.min(jpeg.length, JPEG_HEADER_BYTES));
    const frame = jpegFrame(start);
    if (frame?.decodable) sized.push({ ...jpeg, width: frame.width, height: frame.height });
  }
  const chosen = choosePreview(sized, maxSide);
  if (!chosen) throw new UnreadablePhotoError("The RAW file has no preview image", { kind: "no_preview" });
  const preview = file.slice(chosen.offset, chosen.offset + chosen.length, "image/jpeg");
  // A preview with EXIF of its own (RAF) is turned upright by the browser; otherwise the RAW's applies.
  const own = jpegOrientation(await bytesOf(preview, 0, JPEG_HEADER_BYTES));
  return decodeJpeg(preview, format, maxSide, own === null ? layout.orientation : 1);
}

/** Decodes `file` for a preview whose longer side will be `maxSide`, by what its bytes say it is. */
export async function decodePhoto(file: Blob, maxSide: number): Promise<Decoded> {
  const head = await bytesOf(file, 0, DECLARED_SIZE_BYTES);
  const format = detectImageFormat(head);
  if (!format) throw damaged("The file is not an image in an accepted format");
  switch (format.type) {
    case "jpeg":
      checkComplete(format, await bytesOf(file));
      return decodeJpeg(file, format, maxSide);
    case "raw":
      return decodeRaw(file, format, maxSide);
    case "heic":
      checkPixels(declaredSize(format.type, head), formatRule(format.type).maxPixels);
      return decodeHeif(file, format, maxSide);
    case "tiff":
      return decodeTiff(file, format, maxSide);
    default:
      // PNG, GIF (first frame), WebP, AVIF (irot/imir applied), BMP: the browser's own decoders.
      checkPixels(declaredSize(format.type, head), formatRule(format.type).maxPixels);
      // A WebP or BMP (up to 100 MB) is not read here: their decoders refuse a short file themselves.
      if (completenessChecked(format.type)) checkComplete(format, await bytesOf(file));
      return fromBitmap(await decodeNative(file), format);
  }
}
