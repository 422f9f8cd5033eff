import type { OrganizationSettings } from "../api/organization-settings.ts";
import { ORGANIZATION_COPY } from "../messages/copy/organization.ts";
import {
  EMPTY_NAME,
  fileExtension,
  folderName,
  guardDeviceName,
  MAX_NAME_LENGTH,
  nameFromDescription,
  safeOriginalName,
} from "../naming/file-names.ts";
import {
  DATE_TOKENS,
  type PatternPiece,
  type PatternToken,
  parseFolderPattern,
  parseNamePattern,
} from "./patterns.ts";

/**
 * A photo's ZIP path under the user's patterns (#21). Every piece is made of letters, digits, `_` and `-`
 * only, each level is cut at 40 characters and the name at 80, device names are guarded: the path unpacks on
 * every file system. The batch's path allocator then adds `_2`, `_3`, … on clashes, as for today's paths.
 * With the default patterns the path is exactly `zipEntryPath`'s.
 */

/** Longest file name (before the extension) a name pattern makes, in code points. */
export const MAX_PATTERN_NAME_LENGTH = 80;

/** The capture date as the camera's clock showed it (EXIF's local time), with its UTC offset when known. */
export interface CaptureDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** "+02:00", "-05:00" or "Z"; absent when the file does not say */
  readonly offset?: string;
}

export interface PhotoFacts {
  /** The folder chosen for the photo: an own folder's name or a catalogue category. */
  readonly folder: string;
  readonly description: string;
  readonly originalName: string;
  readonly date?: CaptureDate;
  /** Make and model (`cameraName`). */
  readonly camera?: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** 2024-06-14 */
export const formatDate = (d: CaptureDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
/** 09-05-33: `:` is refused by Windows. */
export const formatTime = (d: CaptureDate) => `${pad(d.hour)}-${pad(d.minute)}-${pad(d.second)}`;

/** "Canon" + "Canon EOS R5" → "Canon EOS R5"; "Apple" + "iPhone 15" → "Apple iPhone 15". */
export function cameraName(make: string | undefined, model: string | undefined): string | undefined {
  const m = make?.trim() ?? "";
  const n = model?.trim() ?? "";
  if (!n) return m || undefined;
  if (!m || n.toLowerCase().startsWith(m.toLowerCase())) return n;
  return `${m} ${n}`;
}

const UNSAFE_IN_TOKEN = /[^\p{L}\p{M}\p{Nd}\s_-]/gu;
const ORPHAN_MARKS = /(?<![\p{L}\p{M}\p{Nd}])\p{M}+/gu;
const SEPARATOR_RUN = /_+/gu;
const EDGE_SEPARATORS = /^[_-]+|[_-]+$/gu;

/** Letters, digits, `_` and `-`; whitespace as `_`; no separator at either end; at most `max` code points. */
function tidy(text: string, max: number): string {
  const cleaned = text
    .normalize("NFC")
    .replace(UNSAFE_IN_TOKEN, "")
    .replace(ORPHAN_MARKS, "")
    .trim()
    .replace(/\s+/gu, "_")
    .replace(SEPARATOR_RUN, "_")
    .replace(EDGE_SEPARATORS, "");
  return Array.from(cleaned).slice(0, max).join("").replace(EDGE_SEPARATORS, "");
}

function stem(originalName: string): string {
  const name = safeOriginalName(originalName);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

function tokenValue(token: PatternToken, photo: PhotoFacts): string | undefined {
  const { date } = photo;
  switch (token) {
    case "category":
      return folderName(photo.folder);
    case "description":
      return nameFromDescription(photo.description);
    case "original":
      return tidy(stem(photo.originalName), MAX_PATTERN_NAME_LENGTH);
    case "camera":
      return tidy(photo.camera ?? "", MAX_NAME_LENGTH) || undefined;
    case "year":
      return date && pad(date.year, 4);
    case "month":
      return date && pad(date.month);
    case "month_name":
      return date && ORGANIZATION_COPY.monthNames[date.month - 1];
    case "day":
      return date && pad(date.day);
    case "date":
      return date && formatDate(date);
    case "time":
      return date && formatTime(date);
  }
}

const isDateToken = (piece: PatternPiece) => "token" in piece && DATE_TOKENS.has(piece.token);
/** A level that says something besides the date (`{year}_{category}`) keeps it when the date is missing. */
const saysMoreThanTheDate = (level: readonly PatternPiece[]) =>
  level.some((piece) => "token" in piece && !DATE_TOKENS.has(piece.token));

/**
 * The level without its date: each run of date tokens, with the separators between them, becomes
 * `replacement` (nothing when `replacement` is empty): `{year}-{month}_{category}` → `Unknown date_{category}`.
 */
function withoutDate(level: readonly PatternPiece[], replacement: string): PatternPiece[] {
  const pieces: PatternPiece[] = [];
  let heldText: PatternPiece[] = [];
  let inDateRun = false;
  for (const piece of level) {
    if (isDateToken(piece)) {
      if (!inDateRun && replacement) pieces.push({ text: replacement });
      inDateRun = true;
      heldText = [];
    } else if (inDateRun && !("token" in piece)) {
      heldText.push(piece);
    } else {
      pieces.push(...heldText, piece);
      heldText = [];
      inDateRun = false;
    }
  }
  return [...pieces, ...heldText];
}

function render(pieces: readonly PatternPiece[], photo: PhotoFacts, max: number): string {
  const text = pieces
    .map((piece) => ("token" in piece ? (tokenValue(piece.token, photo) ?? "") : piece.text))
    .join("");
  return guardDeviceName(tidy(text, max));
}

/** Parses the patterns once and renders each photo's path (before the batch's allocator). */
export function createPathRenderer(settings: Pick<OrganizationSettings, "folderPattern" | "namePattern">) {
  const folders = parseFolderPattern(settings.folderPattern);
  const name = parseNamePattern(settings.namePattern);
  if (!folders.ok) throw new Error(folders.message);
  if (!name.ok) throw new Error(name.message);
  const unknownDate = folderName(ORGANIZATION_COPY.unknownDateFolder);
  const unknownCamera = folderName(ORGANIZATION_COPY.unknownCameraFolder);

  return (photo: PhotoFacts): string => {
    const levels: string[] = [];
    let dateLevelSeen = false;
    for (const level of folders.value) {
      let pieces = level;
      // No capture date: the first level that needs it says so, later ones lose their date (never 1970); a
      // level of dates alone is left out, one that says more keeps the rest (`Unknown_date_Animals`).
      if (!photo.date && level.some(isDateToken)) {
        const replacement = dateLevelSeen ? "" : ORGANIZATION_COPY.unknownDateFolder;
        dateLevelSeen = true;
        if (!saysMoreThanTheDate(level)) {
          if (replacement) levels.push(unknownDate);
          continue;
        }
        pieces = withoutDate(level, replacement);
      }
      // No camera: said where the camera would be, the rest of the level kept (`Unknown_camera_Animals`).
      if (!photo.camera && level.some((piece) => "token" in piece && piece.token === "camera")) {
        const unknown = { ...photo, camera: ORGANIZATION_COPY.unknownCameraFolder };
        levels.push(render(pieces, unknown, MAX_NAME_LENGTH) || unknownCamera);
        continue;
      }
      levels.push(render(pieces, photo, MAX_NAME_LENGTH) || folderName(photo.folder));
    }
    const file = render(name.value, photo, MAX_PATTERN_NAME_LENGTH) || EMPTY_NAME;
    return `${levels.join("/")}/${file}.${fileExtension(photo.originalName)}`;
  };
}

/**
 * What a photo's path needs beyond its folder, description and name when the account's settings apply: the
 * patterns and the photo's own facts. Plain data, so a batch under review keeps it.
 */
export interface PhotoLayout {
  readonly folderPattern: string;
  readonly namePattern: string;
  readonly date?: CaptureDate;
  /** "file": the date is only the file's modification time, not written into a sidecar as the capture date */
  readonly dateSource?: "exif" | "file";
  readonly camera?: string;
  /** write an XMP sidecar beside the photo */
  readonly sidecars?: boolean;
}

const renderers = new Map<string, (photo: PhotoFacts) => string>();

/**
 * The path under the layout's patterns; `name` (a name the user chose in the review) replaces the pattern's
 * file name, the folders still follow the patterns.
 */
export function layoutPath(
  layout: PhotoLayout,
  photo: { folder: string; description: string; originalName: string; name?: string | null },
): string {
  const key = `${layout.folderPattern}\n${layout.namePattern}`;
  let render = renderers.get(key);
  if (!render) {
    render = createPathRenderer(layout);
    renderers.set(key, render);
  }
  const path = render({ ...photo, date: layout.date, camera: layout.camera });
  if (!photo.name) return path;
  return `${path.slice(0, path.lastIndexOf("/"))}/${photo.name}.${fileExtension(photo.originalName)}`;
}

/** `duplicates: "folder"`: an exact duplicate, never analysed, under its own (safe) name. */
export function duplicateEntryPath(originalName: string): string {
  return `${ORGANIZATION_COPY.duplicatesFolder}/${safeOriginalName(originalName)}`;
}

/** The XMP sidecar beside a photo: `photo.jpg.xmp` (the convention darktable, digiKam and Immich read). */
export function sidecarPath(photoPath: string): string {
  return `${photoPath}.xmp`;
}
