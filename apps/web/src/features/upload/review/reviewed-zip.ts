import { changedByUser, type ManifestStatus, type ReviewPhoto, wantedPath } from "@photo-organizer/core";
import { formatOf } from "../lib/file-formats";
import { dateColumns, sidecarOf, type ZipItem } from "../lib/zip-plan";
import { photosZip, type ZipStreamOptions } from "../zip/zip-stream";

/**
 * The ZIP of a reviewed batch, through the same writer as the streamed ZIP: every photo once, byte-identical,
 * at the path the results view shows (the user's folder and name, clashes numbered as everywhere), and a
 * manifest with the final folder and whether the user changed it. A photo whose original can no longer be
 * read is listed as unreadable. The batch's exact duplicates (in `options`) come after, as when it streamed.
 */
export function reviewedZipStream(
  photos: readonly ReviewPhoto[],
  originals: readonly { file: File; status: ManifestStatus }[],
  options: ZipStreamOptions = {},
): ReadableStream<Uint8Array> {
  const items = photos.map((photo): ZipItem => {
    const { file, status } = originals[photo.index] as { file: File; status: ManifestStatus };
    return {
      file,
      key: photo.index,
      path: wantedPath(photo),
      row: {
        originalName: file.name,
        category: photo.folder,
        description: photo.description,
        status,
        format: formatOf(file)?.name ?? "",
        changedByUser: changedByUser(photo),
        ...dateColumns(photo.layout),
      },
      ...(photo.failure === null ? sidecarOf(photo.layout, photo.folder, photo.description) : {}),
    };
  });
  return photosZip(items, options);
}
