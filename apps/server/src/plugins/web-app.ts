import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { isSitePath } from "@photo-organizer/core";
import type { FastifyInstance } from "fastify";

export const defaultWebDistDir = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/**
 * Serves the built single-page app. A page of the site gets index.html so client routes work on reload; any
 * other path gets index.html too (the app shows the spec's not-found page) but with status 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir = defaultWebDistDir) {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, "web app is not built: run `npm run build` (npm start does it for you)");
    return;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: ["index.html"] });
  // Browsers ask for /favicon.ico on pages that name no icon (a download, say); ours is the SVG one.
  app.get("/favicon.ico", { schema: { hide: true } }, (_request, reply) =>
    reply.redirect("/favicon.svg", 301),
  );
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|auth|oidc)(\/|$)/.test(request.url);
    if (request.method !== "GET" || isApi) {
      return reply.code(404).send({ message: "Not found" });
    }
    const path = request.url.split("?")[0] ?? "/";
    return reply
      .code(isSitePath(path) ? 200 : 404)
      .type("text/html")
      .sendFile("index.html");
  });
}
