import { ascii, readIfd, type TiffHeader, tiffHeader } from "./tiff-structure.ts";

/** Accepted image types, recognised by their content (D12), not by name or MIME type. */
export type ImageType = "jpeg" | "png" | "gif" | "webp" | "bmp" | "tiff" | "heic" | "avif" | "raw";

/** The camera RAW formats whose embedded JPEG preview is read. */
export type RawFormat = "cr2" | "cr3" | "nef" | "arw" | "dng" | "raf" | "rw2" | "orf" | "pef";

/** What a file was read as: its type and, for RAW and HEIF, which variant (the manifest's `format`). */
export type ImageFormat = { readonly type: ImageType; readonly name: string };

/**
 * How many leading bytes of a file `detectImageFormat` needs to see: ISOBMFF brands and, for TIFF-based
 * RAW files, the first IFD with the camera's make (written near the start by every camera).
 */
export const IMAGE_SIGNATURE_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const startsWithText = (bytes: Uint8Array, text: string, at = 0) =>
  startsWith(
    bytes,
    [...text].map((c) => c.charCodeAt(0)),
    at,
  );

/** HEIF brands of HEVC-coded stills and collections (ISO/IEC 23008-12). */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
/** The generic HEIF brands: the coding is only known from the items, so `mif1` alone is read as HEIF. */
const HEIF_BRANDS = new Set(["mif1", "msf1", "mif2"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** The major brand and compatible brands of an ISOBMFF `ftyp` box at the start of the file. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (!startsWithText(bytes, "ftyp", 4)) return null;
  const size = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  if (size < 16 || size > bytes.length) return null;
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

function isobmffFormat(bytes: Uint8Array): ImageFormat | null {
  const brands = ftypBrands(bytes);
  if (!brands) return null;
  const [major = ""] = brands;
  if (major === "crx ") return { type: "raw", name: "cr3" };
  // The major brand decides first: an AVIF may list `mif1` and a HEIC `avif` among its compatible brands.
  if (AVIF_BRANDS.has(major)) return { type: "avif", name: "avif" };
  if (HEIC_BRANDS.has(major)) return { type: "heic", name: "heic" };
  if (brands.some((b) => AVIF_BRANDS.has(b))) return { type: "avif", name: "avif" };
  if (brands.some((b) => HEIC_BRANDS.has(b))) return { type: "heic", name: "heic" };
  if (brands.some((b) => HEIF_BRANDS.has(b))) return { type: "heic", name: "heif" };
  return null;
}

const TAG_MAKE = 0x010f;
const TAG_SUB_IFDS = 0x014a;
const TAG_DNG_VERSION = 0xc612;
/** Makers whose RAW files are plain TIFF containers with a JPEG preview (NEF, ARW, PEF). */
const TIFF_RAW_MAKERS: ReadonlyArray<[RegExp, RawFormat]> = [
  [/^NIKON/i, "nef"],
  [/^SONY/i, "arw"],
  [/^(PENTAX|RICOH|ASAHI)/i, "pef"],
];

/**
 * A TIFF container is a camera RAW when it says so: a DNG version tag, Canon's CR2 marker, or a camera
 * maker's name beside sub-IFDs (where NEF, ARW and PEF keep the raw data and the preview). A scanner's or an
 * editor's TIFF has none of these.
 */
function tiffFormat(bytes: Uint8Array, header: TiffHeader): ImageFormat {
  if (startsWithText(bytes, "CR", 8)) return { type: "raw", name: "cr2" };
  const ifd = readIfd(bytes, header, header.firstIfd);
  if (!ifd) return { type: "tiff", name: "tiff" };
  if (ifd.entries.has(TAG_DNG_VERSION)) return { type: "raw", name: "dng" };
  const make = ifd.text(TAG_MAKE) ?? "";
  const maker = TIFF_RAW_MAKERS.find(([pattern]) => pattern.test(make));
  if (maker && ifd.entries.has(TAG_SUB_IFDS)) return { type: "raw", name: maker[1] };
  return { type: "tiff", name: "tiff" };
}

/**
 * Camera RAW formats of their own (not TIFF containers, not ISO media) whose pictures are not read: older Canon
 * CRW (CIFF), Sigma/Foveon X3F and Minolta MRW. Named, so that a skipped one is not said to be no RAW at all.
 */
export function unreadableRawFormat(bytes: Uint8Array): string | null {
  if (startsWithText(bytes, "HEAPCCDR", 6) && (startsWithText(bytes, "II") || startsWithText(bytes, "MM")))
    return "Canon CRW";
  if (startsWithText(bytes, "FOVb")) return "Sigma X3F";
  if (startsWith(bytes, [0x00, 0x4d, 0x52, 0x4d])) return "Minolta MRW";
  return null;
}

/** What the bytes are, by their signature (and container structure), or null when not an accepted image. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: "jpeg", name: "jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: "png", name: "png" };
  if (startsWithText(bytes, "GIF87a") || startsWithText(bytes, "GIF89a")) return { type: "gif", name: "gif" };
  if (startsWithText(bytes, "RIFF") && startsWithText(bytes, "WEBP", 8))
    return { type: "webp", name: "webp" };
  // BMP: "BM", then a file size, two reserved words and a pixel offset; a known DIB header size follows.
  if (
    startsWithText(bytes, "BM") &&
    bytes.length >= 18 &&
    [12, 40, 52, 56, 64, 108, 124].includes(bytes[14] ?? 0)
  )
    return { type: "bmp", name: "bmp" };
  if (startsWithText(bytes, "FUJIFILMCCD-RAW")) return { type: "raw", name: "raf" };
  // Panasonic RW2 and Olympus ORF are TIFF with their own magic number instead of 42.
  if (startsWith(bytes, [0x49, 0x49, 0x55, 0x00])) return { type: "raw", name: "rw2" };
  if (startsWithText(bytes, "IIRO") || startsWithText(bytes, "IIRS") || startsWithText(bytes, "MMOR"))
    return { type: "raw", name: "orf" };
  const header = tiffHeader(bytes);
  if (header) return tiffFormat(bytes, header);
  return isobmffFormat(bytes);
}

/** The type of the bytes, or null when they are not an accepted image. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  return detectImageFormat(bytes)?.type ?? null;
}

/** The MIME type browsers know each decodable type by (RAW and HEIC have no browser decoder). */
export function imageMimeType(type: ImageType): string {
  switch (type) {
    case "jpeg":
      return "image/jpeg";
    case "heic":
      return "image/heic";
    case "raw":
      return "application/octet-stream";
    default:
      return `image/${type}`;
  }
}
