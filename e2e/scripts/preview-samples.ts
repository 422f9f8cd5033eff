/**
 * Runs the preview worker, as the app runs it (Vite's dev server, the worker's own module graph), over every
 * file below a folder in headless Chromium, or Firefox with `--firefox`, and prints one tab-separated line a
 * file: `ok`, the format read, the preview's size and its mean colour; or `UNREADABLE`, the reason and the
 * worker's message. For seeing what a change to the decoders does to the shared samples: run it before and
 * after, and diff. Starts no API server and decodes one file at a time.
 *
 *   npx tsx e2e/scripts/preview-samples.ts [folder (shared/photos/formats)] [--firefox] [--only <regex>]
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { launchBrowser } from "@photo-organizer/test-support/browser";
import { repoRoot, sharedDir } from "@photo-organizer/test-support/paths";
import puppeteer from "puppeteer-core";
import { createServer, type Plugin } from "vite";
import { firefoxPath } from "../support/other-browsers.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const firefox = args.includes("--firefox") ? args.splice(args.indexOf("--firefox"), 1).length > 0 : false;
const only = option("--only");
const folder = args[0] ?? join(sharedDir, "photos", "formats");

function filesBelow(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesBelow(path) : [relative(folder, path)];
    });
}
const files = filesBelow(folder).filter((f) => !f.endsWith(".csv") && (!only || new RegExp(only).test(f)));

/** The samples, at /__samples/<path relative to the folder>. */
const samples: Plugin = {
  name: "preview-samples",
  configureServer(server) {
    server.middlewares.use("/__samples/", (request, response) => {
      const path = join(
        folder,
        decodeURIComponent((request.url ?? "").replace(/^\//, "").split("?")[0] ?? ""),
      );
      if (!path.startsWith(folder) || !statSync(path, { throwIfNoEntry: false })?.isFile()) {
        response.statusCode = 404;
        response.end();
        return;
      }
      response.setHeader("content-type", "application/octet-stream");
      response.end(readFileSync(path));
    });
  },
};

/** In the page: each file through one preview worker, as the upload page sends it (a 512 px JPEG preview). */
async function previewAll(list: string[]): Promise<string[]> {
  const worker = new Worker("/src/features/upload/preview/preview.worker.ts", { type: "module" });
  const lines: string[] = [];
  for (const [id, path] of list.entries()) {
    const file = await (
      await fetch(`/__samples/${path.split("/").map(encodeURIComponent).join("/")}`)
    ).blob();
    type Response = {
      ok: boolean;
      blob?: Blob;
      format?: string;
      error?: string;
      unreadable?: { kind: string };
    };
    const response = await new Promise<Response>((resolve) => {
      const timer = setTimeout(() => resolve({ ok: false, error: "no answer in 60 s" }), 60_000);
      worker.onmessage = (event: MessageEvent<Response>) => {
        clearTimeout(timer);
        resolve(event.data);
      };
      worker.postMessage({ id, file, maxSide: 512, quality: 0.75, output: "blob" });
    });
    if (!response.ok || !response.blob) {
      lines.push([path, "UNREADABLE", response.unreadable?.kind, response.error].join("\t"));
      continue;
    }
    const bitmap = await createImageBitmap(response.blob);
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const sums = [0, 0, 0];
    for (let i = 0; i < data.length; i += 4) {
      for (let c = 0; c < 3; c++) sums[c] = (sums[c] ?? 0) + (data[i + c] ?? 0);
    }
    const mean = sums.map((sum) => Math.round(sum / (bitmap.width * bitmap.height))).join(",");
    lines.push([path, "ok", response.format, `${bitmap.width}x${bitmap.height}`, mean].join("\t"));
  }
  worker.terminate();
  return lines;
}

async function main() {
  const server = await createServer({
    root: join(repoRoot, "apps", "web"),
    configFile: join(repoRoot, "apps", "web", "vite.config.ts"),
    server: { host: "127.0.0.1", port: 0 },
    logLevel: "error",
    plugins: [samples],
  });
  await server.listen();
  const address = server.httpServer?.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    let lines: string[];
    if (firefox) {
      const browser = await puppeteer.launch({
        browser: "firefox",
        executablePath: firefoxPath,
        headless: true,
      });
      try {
        const page = (await browser.pages())[0] ?? (await browser.newPage());
        await page.goto(`${origin}/favicon.svg`);
        lines = await page.evaluate(previewAll, files);
      } finally {
        await browser.close();
      }
    } else {
      const browser = await launchBrowser();
      try {
        const page = await browser.newPage();
        await page.goto(`${origin}/favicon.svg`);
        lines = await page.evaluate(previewAll, files);
      } finally {
        await browser.close();
      }
    }
    console.log(lines.join("\n"));
  } finally {
    await server.close();
  }
}

await main();
