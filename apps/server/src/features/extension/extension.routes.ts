import { existsSync } from "node:fs";
import { EXTENSION_ZIP_NAME } from "@photo-organizer/core";
import type { FastifyInstance } from "fastify";
import { offerFile } from "../../http/offered-file.ts";

/** Public address of the extension this server was built with (outside /api: a plain file download). */
export const EXTENSION_DOWNLOAD_PATH = `/downloads/${EXTENSION_ZIP_NAME}`;

export function builtExtensionZip(zipPath: string): boolean {
  return existsSync(zipPath);
}

/**
 * The self-hosted way to get the extension (D19): the zip of the unpacked build, with this server's address
 * baked in (`npm start` builds it before the server starts).
 */
export async function extensionRoutes(app: FastifyInstance, { zipPath }: { zipPath: string }) {
  offerFile(app, {
    urlPath: EXTENSION_DOWNLOAD_PATH,
    path: zipPath,
    type: "application/zip",
    name: EXTENSION_ZIP_NAME,
  });
}
