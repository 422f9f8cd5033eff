/**
 * Which half of a 2-fold split a photo falls in, by a hash of its file name (FNV-1a, 32 bits): stable across
 * runs and machines, independent of the order of labels.csv. A rule tuned on dev photos is kept only when it
 * helps both halves (GUIDE: measuring accuracy honestly).
 */
export function foldOf(file: string, folds = 2): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < file.length; i++) {
    hash ^= file.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % folds;
}
