import { realpath } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";

/**
 * `path` with every link on the way resolved, as the disk sees it, also when its end does not exist yet (an
 * output about to be made): the part that exists is resolved and the rest kept as given. The folder organized
 * and its output are compared this way, so a link to either can neither hide the output inside the folder nor
 * make the folder its own output.
 */
export async function realPathOf(path: string): Promise<string> {
  const absolute = resolve(path);
  const found = await realpath(absolute).catch(() => null);
  if (found) return found;
  const parent = dirname(absolute);
  return parent === absolute ? absolute : join(await realPathOf(parent), basename(absolute));
}
