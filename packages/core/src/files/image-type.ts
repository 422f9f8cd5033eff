/** Accepted image types, recognised by their content (D12), not by name or MIME type. */
export type ImageType = "jpeg" | "png";

const SIGNATURES: ReadonlyArray<{ type: ImageType; bytes: readonly number[] }> = [
  // JPEG: SOI marker followed by the start of the next marker.
  { type: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  // PNG: the fixed eight-byte signature.
  { type: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many leading bytes of a file `detectImageType` needs to see. */
export const IMAGE_SIGNATURE_BYTES = 8;

/** "jpeg" or "png" when the bytes start with that format's signature, otherwise null. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  for (const { type, bytes: signature } of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) return type;
  }
  return null;
}

/** The MIME type of an accepted image type. */
export function imageMimeType(type: ImageType): "image/jpeg" | "image/png" {
  return type === "jpeg" ? "image/jpeg" : "image/png";
}
