import { createReadStream, existsSync } from "node:fs";
import { EXTENSION_ZIP_NAME } from "@photo-organizer/core";
import type { FastifyInstance } from "fastify";

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
  app.get(EXTENSION_DOWNLOAD_PATH, { schema: { hide: true } }, async (_request, reply) => {
    if (!builtExtensionZip(zipPath)) return reply.code(404).send({ message: "Not found" });
    return reply
      .type("application/zip")
      .header("content-disposition", `attachment; filename="${EXTENSION_ZIP_NAME}"`)
      .header("cache-control", "no-cache")
      .send(createReadStream(zipPath));
  });
}
