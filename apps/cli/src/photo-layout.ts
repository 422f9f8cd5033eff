import { readFile, stat } from "node:fs/promises";
import type { PhotoLayout } from "@photo-organizer/core";
import type { OrganizationSettings } from "@photo-organizer/core/api";
import {
  captureFactsOf,
  layoutOf,
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
  // The whole file: HEIC and RAW keep their metadata wherever their container puts it.
  const tags = await readCaptureTags(new Uint8Array(await readFile(photo.source)));
  return layoutOf(settings, captureFactsOf(tags, (await stat(photo.source)).mtimeMs));
}

/** What the run's record keeps of a layout: the manifest's date columns and the sidecar's text. */
export function layoutRecord(layout: PhotoLayout, folder: string, description: string) {
  return { ...dateColumns(layout), ...sidecarOf(layout, folder, description) };
}
