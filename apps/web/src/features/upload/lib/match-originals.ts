/** An original's SHA-256 (hex), computed in the browser from its bytes. */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new Uint8Array(await file.arrayBuffer()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What is known of an original that is no longer at hand. */
export type WantedOriginal = {
  originalName: string;
  size: number;
  lastModified: number;
  hash: string | null;
};

export type MatchedOriginals = {
  /** by selection index: the original found again, or what was already at hand; null while missing */
  files: (File | null)[];
  /** files the user chose that are none of the batch's photos */
  unmatched: File[];
};

/**
 * Finds the batch's originals among files the user selected again: same name, same size and same content
 * (SHA-256), never by name alone. Only files whose name and size fit a missing photo are read and hashed.
 * A photo whose content was not read before the page went (a reload right after the results came) is found by
 * name, size and date, as a continued run finds its photos: otherwise it could never be found again.
 */
export async function matchOriginals(
  wanted: readonly WantedOriginal[],
  at: readonly (File | null)[],
  chosen: readonly File[],
  hash: (file: File) => Promise<string> = sha256Hex,
): Promise<MatchedOriginals> {
  const files = wanted.map((_, index) => at[index] ?? null);
  const unmatched: File[] = [];
  for (const file of chosen) {
    const candidates = wanted.flatMap((photo, index) =>
      files[index] === null && photo.originalName === file.name && photo.size === file.size ? [index] : [],
    );
    const hashed = candidates.filter((i) => wanted[i]?.hash !== null);
    const digest = hashed.length > 0 ? await hash(file).catch(() => null) : null;
    const index =
      (digest === null ? undefined : hashed.find((i) => wanted[i]?.hash === digest)) ??
      candidates.find((i) => wanted[i]?.hash === null && wanted[i]?.lastModified === file.lastModified);
    if (index === undefined) unmatched.push(file);
    else files[index] = file;
  }
  return { files, unmatched };
}
