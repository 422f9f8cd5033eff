import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Compares a candidate with the configured admin password in constant time: both are hashed first, so
 * neither the content nor the length of the secret leaks through timing. No configured password → never equal.
 */
export function adminPasswordMatches(candidate: string, configured: string | undefined): boolean {
  if (!configured) return false;
  const a = createHash("sha256").update(candidate, "utf8").digest();
  const b = createHash("sha256").update(configured, "utf8").digest();
  return timingSafeEqual(a, b);
}
