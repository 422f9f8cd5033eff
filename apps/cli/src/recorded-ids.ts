import type { DonePhoto } from "./run-state.ts";
import { copyId, type FoundPhoto } from "./scan.ts";

/**
 * The found photos with the ids their records were made under. Byte-identical files share a content hash and
 * are told apart by their place among the copies (`hash`, `hash-2`, …), and that place moves when a copy is
 * added before another in the folder's order. Read as scanned, a new copy would take the record of the photo
 * organized before it, and that photo would be listed as the copy. So a photo first takes back the id of a
 * record made for its own path and content; the other copies take the ids left, in order (a renamed photo
 * still finds its record; a new copy gets a new id and is set aside as the copy it is).
 */
export function withRecordedIds(
  photos: readonly FoundPhoto[],
  done: Readonly<Record<string, DonePhoto>>,
): FoundPhoto[] {
  const recorded = new Map<string, string>();
  for (const [id, record] of Object.entries(done)) recorded.set(`${hashOf(id)}\n${record.source}`, id);
  const taken = new Set<string>();
  const own = photos.map((photo) => {
    const id = recorded.get(`${photo.hash}\n${photo.relative}`);
    if (id !== undefined) taken.add(id);
    return id;
  });
  const copies = new Map<string, number>();
  return photos.map((photo, index) => {
    let id = own[index];
    if (id === undefined) {
      let copy = copies.get(photo.hash) ?? 1;
      do id = copyId(photo.hash, copy++);
      while (taken.has(id));
      copies.set(photo.hash, copy);
      taken.add(id);
    }
    return id === photo.id ? photo : { ...photo, id };
  });
}

/** The first copy found of a picture is the one kept; the others repeat it. */
export function isFirstCopy(photo: FoundPhoto): boolean {
  return photo.id === photo.hash;
}

const hashOf = (id: string): string => id.split("-")[0] ?? id;
