import { createReadStream, existsSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { sendNotFound } from "../plugins/errors.ts";

/**
 * A file a server offers for download at `urlPath` (outside /api: a plain download), as built or packed when it
 * started: 404 while there is none. Never cached, so a new build is what the next download gets.
 */
export function offerFile(
  app: FastifyInstance,
  file: { urlPath: string; path: string; type: string; name: string },
) {
  app.get(file.urlPath, { schema: { hide: true } }, async (_request, reply) => {
    if (!existsSync(file.path)) return sendNotFound(reply);
    return reply
      .type(file.type)
      .header("content-disposition", `attachment; filename="${file.name}"`)
      .header("cache-control", "no-cache")
      .send(createReadStream(file.path));
  });
}
