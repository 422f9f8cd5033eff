/**
 * A random UUID (version 4) naming a batch in the browser's storage and its review on the server (recording
 * the review again replaces it). Built from `getRandomValues`: `crypto.randomUUID` exists only in secure
 * contexts, so it throws on a plain-http LAN address of a self-hosted server.
 */
export function newBatchId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
