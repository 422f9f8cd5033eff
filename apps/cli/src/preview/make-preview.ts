import { open, readFile } from "node:fs/promises";
import {
  CLI_COPY,
  choosePreview,
  completenessChecked,
  declaredSize,
  formatRule,
  type ImageFormat,
  JPEG_HEADER_BYTES,
  jpegFrame,
  jpegOrientation,
  MESSAGES,
  type PixelSize,
  pictureComplete,
  RAW_HEADER_BYTES,
  type RawFormat,
  rawLayout,
  type SizedJpeg,
} from "@photo-organizer/core";
import {
  PREVIEW_MAX_SIDE,
  PREVIEW_QUALITY,
} from "@photo-organizer/web/src/features/upload/preview/preview-protocol.ts";
import sharp, { type Sharp } from "sharp";
import { decodeHeicFile, HeicTooLargeError } from "./heic-decoders.ts";
import { orient } from "./orientation.ts";

/**
 * A photo that cannot be previewed, with the same sentence /upload shows for it: it goes to Unsorted whole,
 * unanalysed and uncharged.
 */
export class UnreadablePhotoError extends Error {
  override name = "UnreadablePhotoError";
}

/** `relative` names the photo in messages. */
type Photo = { source: string; relative: string; size: number; format: ImageFormat };

/**
 * The preview sent for analysis, made as /upload makes it (D9): the picture upright, its longer side at most
 * 512 px, a JPEG of quality 0.75 with no metadata (sharp writes none unless asked). The same checks come
 * first: a file cut short, or declaring more pixels than its format's limit, is refused before decoding;
 * a RAW gives up its embedded JPEG; a HEIC goes through the browser's own decoder.
 */
export async function makePreview(photo: Photo): Promise<Buffer> {
  const { format, relative: name } = photo;
  const tooManyPixels = (size: PixelSize | null) => {
    if (size && size.width * size.height > formatRule(format.type).maxPixels)
      throw new UnreadablePhotoError(MESSAGES.photoTooManyPixels(name, size.width, size.height));
  };
  const complete = (bytes: Uint8Array) => {
    if (!pictureComplete(format.type, bytes)) throw new UnreadablePhotoError(MESSAGES.photoIncomplete(name));
  };
  // sharp reads no BMP: the file is fine, the tool only cannot make its preview.
  if (format.type === "bmp")
    throw new UnreadablePhotoError(CLI_COPY.notPreviewed(name, formatRule("bmp").label));
  try {
    if (format.type === "raw") return await rawPreview(photo);
    const { maxBytes, maxPixels } = formatRule(format.type);
    // Larger than /upload takes (a high-resolution camera's JPEG, a scan): sharp reads it from the disk rather
    // than all of it being held at once, and refuses more pixels than the format allows, as for any photo.
    if (photo.size > maxBytes && format.type !== "heic")
      return await encode(sharp(photo.source, { limitInputPixels: maxPixels }).rotate());
    const bytes = await readFile(photo.source);
    if (format.type === "heic") {
      tooManyPixels(declaredSize("heic", bytes));
      complete(bytes);
      let decoded: Awaited<ReturnType<typeof decodeHeicFile>>;
      try {
        decoded = await decodeHeicFile(bytes, PREVIEW_MAX_SIDE);
      } catch (error) {
        if (error instanceof HeicTooLargeError) tooManyPixels(error);
        throw error;
      }
      const { width, height, data } = decoded;
      return await encode(
        orient(sharp(Buffer.from(data.buffer), { raw: { width, height, channels: 4 } }), decoded.orientation),
      );
    }
    tooManyPixels(declaredSize(format.type, bytes));
    if (completenessChecked(format.type)) complete(bytes);
    const limitInputPixels = formatRule(format.type).maxPixels;
    // EXIF orientation (JPEG, TIFF, WebP) and HEIF's irot/imir (AVIF) are applied by rotate().
    return await encode(sharp(bytes, { limitInputPixels }).rotate());
  } catch (error) {
    if (error instanceof UnreadablePhotoError) throw error;
    throw new UnreadablePhotoError(MESSAGES.pictureUnreadable(name));
  }
}

function encode(image: Sharp): Promise<Buffer> {
  return image
    .resize(PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: Math.round(PREVIEW_QUALITY * 100) })
    .toBuffer();
}

/** The embedded JPEG preview of a RAW file, read without loading the rest of the file (as /upload does). */
async function rawPreview({ source, relative: name, size, format }: Photo): Promise<Buffer> {
  const file = await open(source, "r");
  const read = async (offset: number, length: number) => {
    const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
    await file.read(buffer, 0, buffer.length, offset);
    return buffer;
  };
  try {
    const layout = rawLayout(format.name as RawFormat, await read(0, RAW_HEADER_BYTES), size);
    if (layout.cutShort) throw new UnreadablePhotoError(MESSAGES.photoIncomplete(name));
    const sized: SizedJpeg[] = [];
    for (const jpeg of layout.jpegs) {
      const frame = jpegFrame(await read(jpeg.offset, Math.min(jpeg.length, JPEG_HEADER_BYTES)));
      if (frame?.decodable) sized.push({ ...jpeg, width: frame.width, height: frame.height });
    }
    const chosen = choosePreview(sized, PREVIEW_MAX_SIDE);
    if (!chosen) throw new UnreadablePhotoError(MESSAGES.rawWithoutPreview(name));
    const jpeg = await read(chosen.offset, chosen.length);
    const limitInputPixels = formatRule("raw").maxPixels;
    // A preview with EXIF of its own (RAF) is turned upright by that; otherwise the RAW's orientation applies.
    const own = jpegOrientation(jpeg.subarray(0, JPEG_HEADER_BYTES));
    const image = sharp(jpeg, { limitInputPixels });
    return await encode(own === null ? orient(image, layout.orientation) : image.rotate());
  } finally {
    await file.close();
  }
}
