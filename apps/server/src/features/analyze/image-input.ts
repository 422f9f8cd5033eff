import { MAX_FILE_BYTES, MESSAGES } from "@photo-organizer/core";
import sharp from "sharp";
import { HttpError } from "../../plugins/errors.ts";
import type { Preview } from "../describe/describer.ts";
import { PREVIEW_SIZE } from "../describe/describer.ts";

// Nothing about an image may outlive its request: no decoded-image cache.
sharp.cache(false);

/** Largest decoded image accepted (a 100 MP photo); larger headers are decompression bombs. */
export const MAX_INPUT_PIXELS = 100_000_000;
/** Formats decoded from content (whatever the browser claimed); SVG, PDF and RAW are refused. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "tiff", "heif"]);
/** A base64 body for an image of MAX_FILE_BYTES, plus room for the JSON around it. */
export const ANALYZE_BODY_LIMIT_BYTES = Math.ceil((MAX_FILE_BYTES * 4) / 3) + 64 * 1024;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Canon CR2 raw files are TIFF files with "CR" and major version 2 at byte 8. */
function isCanonRaw(bytes: Buffer): boolean {
  return bytes.length > 10 && bytes[8] === 0x43 && bytes[9] === 0x52 && bytes[10] === 0x02;
}

/**
 * The format a real image is in when this server cannot decode it, or null: HEIF holds HEVC (HEIC, no
 * decoder here) or AV1 (AVIF, decoded); some camera RAW files pass for TIFF by their header.
 */
function undecodableFormat(format: string, compression: string | undefined, bytes: Buffer): string | null {
  if (format === "heif" && compression === "hevc") return "heic";
  if (format === "tiff" && isCanonRaw(bytes)) return "raw";
  return null;
}

function refuse(status: number, code: string, message: string): never {
  throw new HttpError(status, message, code);
}

/** Base64 (no data-URL prefix, as the spec's call sends it) to bytes; refuses anything else. */
export function decodeBase64(base64Image: string): Buffer {
  const compact = base64Image.replace(/\s+/g, "");
  if (compact.length === 0 || compact.length % 4 === 1 || !BASE64.test(compact)) {
    refuse(400, "invalid_base64", "The image must be sent as base64 without a data-URL prefix.");
  }
  const bytes = Buffer.from(compact, "base64");
  if (bytes.length > MAX_FILE_BYTES) refuse(413, "image_too_large", "The image is larger than 15 MB.");
  return bytes;
}

/**
 * Decodes the image from its content, honours its EXIF orientation and shrinks it to the preview the models
 * see. Non-images, unsupported formats, decompression bombs and corrupt files become 4xx HttpErrors.
 */
export async function decodePreview(bytes: Buffer): Promise<Preview> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  let format: string | undefined;
  let compression: string | undefined;
  try {
    const metadata = await sharp(bytes, options).metadata();
    format = metadata.format;
    compression = metadata.compression;
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new Error("exceeds pixel limit");
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      refuse(413, "image_too_large", MESSAGES.imageTooManyPixels);
    }
    refuse(415, "unsupported_image", MESSAGES.imageNotSupported());
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    refuse(415, "unsupported_image", MESSAGES.imageNotSupported(format));
  }
  const undecodable = undecodableFormat(format, compression, bytes);
  if (undecodable) refuse(415, "unsupported_image", MESSAGES.imageNotSupported(undecodable));
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: "inside", withoutEnlargement: true })
      .removeAlpha()
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) refuse(415, "unsupported_image", MESSAGES.imageNotSupported());
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      refuse(413, "image_too_large", MESSAGES.imageTooManyPixels);
    }
    refuse(422, "corrupt_image", MESSAGES.imageDamaged);
  }
}
