import { open, stat } from "node:fs/promises";
import type { PhotoLayout } from "@photo-organizer/core";
import type { OrganizationSettings } from "@photo-organizer/core/api";
import {
  captureFactsOf,
  layoutOf,
  METADATA_READ_BYTES,
  readCaptureTags,
} from "@photo-organizer/web/src/features/upload/lib/capture-facts.ts";
import { dateColumns, sidecarOf } from "@photo-organizer/web/src/features/upload/lib/zip-plan.ts";
import { type Api, ApiError } from "./api-client.ts";
import type { FoundPhoto } from "./scan.ts";

/**
 * The account's organization settings when its plan applies them, else null (today's folders and names). A
 * server from before organization settings, or one that does not let tokens read them, gives the same.
 */
export async function appliedSettings(api: Api): Promise<OrganizationSettings | null> {
  try {
    const view = await api.organizationSettings();
    return view.applies ? view.settings : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.code === "token_not_allowed"))
      return null;
    throw error;
  }
}

/**
 * A photo's patterns with its own capture date and camera, read as the browser reads them (the same exifr
 * reading: EXIF/XMP DateTimeOriginal with its offset, then CreateDate, else the file's modification time).
 */
export async function photoLayout(photo: FoundPhoto, settings: OrganizationSettings): Promise<PhotoLayout> {
  const tags = await readCaptureTags(await metadataBytes(photo.source));
  return layoutOf(settings, captureFactsOf(tags, (await stat(photo.source)).mtimeMs));
}

async function metadataBytes(path: string): Promise<Uint8Array> {
  const file = await open(path, "r");
  try {
    const { size } = await file.stat();
    const bytes = new Uint8Array(Math.min(size, METADATA_READ_BYTES));
    let read = 0;
    while (read < bytes.length) {
      const { bytesRead } = await file.read(bytes, read, bytes.length - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return bytes.subarray(0, read);
  } finally {
    await file.close();
  }
}

/** What the run's record keeps of a layout: the manifest's date columns and the sidecar's text. */
export function layoutRecord(layout: PhotoLayout, folder: string, description: string) {
  return { ...dateColumns(layout), ...sidecarOf(layout, folder, description) };
}
