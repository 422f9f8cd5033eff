import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { EXTENSION_PUBLIC_KEY, EXTENSION_ZIP_NAME, extensionIdFromKey } from "@photo-organizer/core";

const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The id Chromium gives the unpacked extension built from this repository (its manifest carries the key). */
export const BUILT_EXTENSION_ID = extensionIdFromKey(EXTENSION_PUBLIC_KEY, sha256Hex);

/** Where `npm run build:extension` leaves the zip of the unpacked build. */
export const defaultExtensionZip = fileURLToPath(
  new URL(`../../../../extension/dist/${EXTENSION_ZIP_NAME}`, import.meta.url),
);
