import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { sharedDir } from "./paths.ts";

/** Every JPEG/PNG of the shared dev photos, sorted, read where they are (never copied into the repository). */
export function devPhotos(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(jpe?g|png)$/i.test(name)) found.push(path);
    }
  };
  walk(join(sharedDir, "photos", "dev"));
  return found;
}
