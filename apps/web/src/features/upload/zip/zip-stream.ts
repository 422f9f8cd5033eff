import { type ManifestRow, sidecarPath } from "@photo-organizer/core";
import { makeZip } from "client-zip";
import type { DuplicatePhoto } from "../lib/organize";
import type { PhotoResult } from "../lib/photo-step";
import {
  createZipPlanner,
  duplicateItem,
  listedOnly,
  MANIFEST_NAME,
  type PartOfRun,
  resultItem,
  type ZipItem,
} from "../lib/zip-plan";
import { withZip64EntryCount } from "./zip64-entry-count";

export type ZipStreamOptions = {
  /** a photo left out because its original could no longer be read; the manifest lists it as unreadable */
  onUnreadable?(file: File): void;
  /** the batch's exact duplicates, after its photos: in `Duplicates/` or only listed in the manifest */
  duplicates?: readonly DuplicatePhoto[];
  /** a photo's entry has been made (its key and manifest row) */
  onPhoto?(photo: NonNullable<OutputEntry["photo"]>): void;
} & PartOfRun;

/**
 * The original's bytes, read whole before its entry starts: a file moved, evicted by a cloud drive or changed
 * since it was selected fails here, while it can still be left out, instead of halfway through its entry,
 * which would break the whole archive. One photo at a time, so memory holds one original, not the batch.
 */
export async function readOriginal(file: File): Promise<Uint8Array | null> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A file that changed size since it was selected is not the photo the user picked.
    return bytes.byteLength === file.size ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * One file of the organized output: its path (folders with `/`), bytes and date; a photo's entry also says
 * which photo it is (its key) and its manifest row, for the run kept in the browser.
 */
export type OutputEntry = {
  name: string;
  input: Uint8Array;
  lastModified?: Date;
  size?: number;
  photo?: { key: number; row: ManifestRow };
};

/**
 * The organized output, file by file, for the ZIP and for a chosen destination folder alike: built from the
 * ORIGINAL File objects (D5: byte-identical, never re-encoded), in the order the items arrive; each original
 * is read only when the consumer pulls, so memory holds the photo being written, not the batch. manifest.csv
 * comes last, once every entry is known.
 */
export async function* organizedEntries(
  items: AsyncIterable<ZipItem> | Iterable<ZipItem>,
  options: ZipStreamOptions = {},
): AsyncGenerator<OutputEntry> {
  const planner = createZipPlanner(options);
  for await (const item of withDuplicates(items, options.duplicates ?? [])) {
    if (listedOnly(item)) {
      planner.listed(item);
      continue;
    }
    const bytes = await readOriginal(item.file);
    if (!bytes) {
      planner.unreadable(item);
      options.onUnreadable?.(item.file);
      continue;
    }
    const { path, file, row } = planner.add(item);
    yield {
      name: path,
      input: bytes,
      lastModified: new Date(file.lastModified),
      size: bytes.byteLength,
      ...(item.key === undefined ? {} : { photo: { key: item.key, row } }),
    };
    if (item.key !== undefined) options.onPhoto?.({ key: item.key, row });
    if (item.sidecar) yield { name: sidecarPath(path), input: new TextEncoder().encode(item.sidecar) };
  }
  yield {
    name: MANIFEST_NAME,
    input: new TextEncoder().encode(planner.manifest()),
    lastModified: new Date(),
  };
}

/**
 * The one ZIP writer, for the ZIP streamed while the photos are analysed and for a reviewed batch's ZIP.
 * client-zip switches to Zip64 by itself past 4 GB; past 65,535 entries `withZip64EntryCount` adds it.
 */
export function photosZip(
  items: AsyncIterable<ZipItem> | Iterable<ZipItem>,
  options: ZipStreamOptions = {},
): ReadableStream<Uint8Array> {
  let entries = 0;
  async function* counted() {
    for await (const entry of organizedEntries(items, options)) {
      entries++;
      yield entry;
    }
  }
  return withZip64EntryCount(makeZip(counted()), () => entries);
}

/** The photos, then their duplicates: each duplicate's row names where its photo went. */
async function* withDuplicates(
  items: AsyncIterable<ZipItem> | Iterable<ZipItem>,
  duplicates: readonly DuplicatePhoto[],
): AsyncGenerator<ZipItem> {
  yield* items;
  for (const duplicate of duplicates) yield duplicateItem(duplicate);
}

export async function* asItems(results: AsyncIterable<PhotoResult>): AsyncGenerator<ZipItem> {
  for await (const result of results) yield resultItem(result);
}

/** The organized ZIP, written while later photos are still being analysed (results in selection order). */
export function zipStream(
  results: AsyncIterable<PhotoResult>,
  options: ZipStreamOptions = {},
): ReadableStream<Uint8Array> {
  return photosZip(asItems(results), options);
}
