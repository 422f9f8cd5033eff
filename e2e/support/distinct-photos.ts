import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { basename } from "node:path";
import { devPhotos } from "@photo-organizer/test-support/photos";

export const sha256 = (data: Buffer): string => createHash("sha256").update(data).digest("hex");

/**
 * `count` real dev photos spread over all the sets (read where they are), no two with the same bytes, nor
 * with the same name and size (the page takes those for one file selected twice): so every one selected is
 * a photo the output must hold once.
 */
export function distinctPhotos(count: number, offset = 0): string[] {
  const all = devPhotos();
  const step = Math.max(1, Math.floor(all.length / count));
  const seen = new Set<string>();
  const picked: string[] = [];
  for (let i = 0; picked.length < count && i < all.length * step; i++) {
    const path = all[(offset + i * step + Math.floor(i / all.length)) % all.length] as string;
    const keys = [sha256(readFileSync(path)), `${basename(path)}\u0000${statSync(path).size}`];
    if (keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    picked.push(path);
  }
  if (picked.length < count) throw new Error(`only ${picked.length} distinct dev photos, ${count} wanted`);
  return picked;
}
