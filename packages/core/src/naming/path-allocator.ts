import { MAX_NAME_LENGTH } from "./file-names.ts";

/**
 * Spec section 5 rule 9 / D5: hands out ZIP paths for one batch so that no entry is ever overwritten.
 * A path already handed out gets `_2`, `_3`, … before its extension. Paths are compared after Unicode NFC
 * normalisation and lower-casing, so `Animals/Cat.jpg` and `animals/cat.JPG` count as the same file: the ZIP
 * then unpacks without clashes on case-insensitive file systems (Windows, macOS).
 *
 * A suffix never makes a name (the part before the extension) longer than 40 characters, or longer than it
 * already was: the name is shortened to make room.
 */
export function createPathAllocator(): (path: string) => string {
  const taken = new Set<string>();
  const keyOf = (path: string) => path.normalize("NFC").toLowerCase();

  return (requested: string) => {
    const path = requested.normalize("NFC");
    if (!taken.has(keyOf(path))) {
      taken.add(keyOf(path));
      return path;
    }
    const slash = path.lastIndexOf("/");
    const folder = path.slice(0, slash + 1);
    const file = path.slice(slash + 1);
    const dot = file.lastIndexOf(".");
    const stem = Array.from(dot > 0 ? file.slice(0, dot) : file);
    const extension = dot > 0 ? file.slice(dot) : "";
    const maxLength = Math.max(MAX_NAME_LENGTH, stem.length);
    for (let n = 2; ; n++) {
      const suffix = `_${n}`;
      const room = Math.max(0, maxLength - suffix.length);
      const candidate = `${folder}${stem.slice(0, room).join("")}${suffix}${extension}`;
      if (!taken.has(keyOf(candidate))) {
        taken.add(keyOf(candidate));
        return candidate;
      }
    }
  };
}
