import { rememberFormat } from "@/features/upload/lib/file-formats";

/**
 * A JPEG's first bytes up to its frame header (640 × 480), as a selected file: enough for a thumbnail's pixel
 * check, which reads no further.
 */
export function jpegHeaderFile(name: string): File {
  const file = new File(
    [
      new Uint8Array([
        ...[0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
        ...[0xff, 0xc0, 0, 17, 8, 480 >> 8, 480 & 0xff, 640 >> 8, 640 & 0xff, 3],
        ...[1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
      ]),
    ],
    name,
    { type: "image/jpeg" },
  );
  // As selecting it does, from its first bytes.
  rememberFormat(file, { type: "jpeg", name: "JPEG" });
  return file;
}
