import { existsSync, statSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { isSitePath } from "@photo-organizer/core";
import type { FastifyInstance } from "fastify";
import { sendNotFound } from "./errors.ts";

export const defaultWebDistDir = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/**
 * The built file a path names, relative to the app's folder; null when there is none (or the path leads out of
 * the folder).
 */
function builtFile(distDir: string, path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const file = relative(distDir, resolve(distDir, `.${decoded}`));
  if (!file || file.startsWith("..") || isAbsolute(file)) return null;
  try {
    return statSync(resolve(distDir, file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built single-page app. A page of the site gets index.html so client routes work on reload; any
 * other path gets index.html too (the app shows the spec's not-found page) but with status 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir = defaultWebDistDir) {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, "web app is not built: run `npm run build` (npm start does it for you)");
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
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
      return sendNotFound(reply);
    }
    const path = request.url.split("?")[0] ?? "/";
    // The files are listed at start-up; the app built again under a running server has new ones (their names
    // carry their content's hash), which would otherwise get index.html and leave every page blank.
    const file = builtFile(distDir, path);
    if (file) return reply.sendFile(file);
    return reply
      .code(isSitePath(path) ? 200 : 404)
      .type("text/html")
      .sendFile("index.html");
  });
}
