/**
 * One real batch through /upload in headless Chromium, for `npm run bench:load`: the page is opened and the
 * photos selected first (`prepareChromiumBatch`), so that Organize Photos can be clicked the moment the
 * overload starts (`run`). The ZIP is saved the default way (the browser's own download) and checked: every
 * selected photo in it exactly once, byte-identical. Counts the 503/429 answers the page received.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MANIFEST_FILE_NAME, MESSAGES } from "@photo-organizer/core";
import { launchBrowser } from "./browser.ts";
import { devPhotos } from "./photos.ts";
import { readZip } from "./unzip.ts";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

export type ChromiumBatchResult = {
  selected: number;
  /** photo entries in the ZIP (manifest.csv aside) */
  inZip: number;
  /** selected photos found in the ZIP exactly once with the same bytes */
  identical: number;
  /** selected photos absent from the ZIP, and ZIP entries that are not a selected photo or repeat one */
  missing: string[];
  extra: string[];
  /** refusals the page received, by "status code" */
  refusals: Record<string, number>;
  /** from the click on Organize Photos to the finished download */
  seconds: number;
  pageErrors: string[];
};

/**
 * Opens /upload on `origin` signed in with the session cookie `cookie` ("name=value") and selects `count` dev
 * photos (evenly spread over the set). `run()` then organises them and checks the ZIP; `close()` always.
 */
export async function prepareChromiumBatch(origin: string, cookie: string, count: number) {
  const all = devPhotos();
  const step = Math.max(1, Math.floor(all.length / count));
  const inputs = all.filter((_, i) => i % step === 0).slice(0, count);
  const work = mkdtempSync(join(tmpdir(), "bench-load-browser-"));
  const browser = await launchBrowser();
  const close = async () => {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const context = await browser.newContext({ acceptDownloads: true });
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name: name ?? "", value: value.join("="), url: origin }]);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message));
    const refusals: Record<string, number> = {};
    page.on("response", async (res) => {
      if (res.status() !== 503 && res.status() !== 429) return;
      const body = (await res.json().catch(() => ({}))) as { code?: string };
      const key = `${res.status()} ${body.code ?? new URL(res.url()).pathname}`;
      refusals[key] = (refusals[key] ?? 0) + 1;
    });
    // The default save path: no ?save= parameter.
    await page.goto(`${origin}/upload`);
    await page.getByTestId("upload-input").setInputFiles(inputs);
    await page.getByText(MESSAGES.filesSelected(inputs.length)).waitFor({ timeout: 120_000 });

    const run = async (timeoutMs: number): Promise<ChromiumBatchResult> => {
      const download = page.waitForEvent("download", { timeout: timeoutMs });
      const started = performance.now();
      await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
      const file = await download;
      const saved = join(work, "organized.zip");
      await file.saveAs(saved);
      const seconds = (performance.now() - started) / 1000;
      const failure = await file.failure();
      if (failure) throw new Error(`the download failed: ${failure}`);

      const photos = readZip(readFileSync(saved)).filter((e) => e.name !== MANIFEST_FILE_NAME);
      const wanted = new Map<string, string>();
      for (const input of inputs) wanted.set(sha256(readFileSync(input)), input);
      const seen = new Set<string>();
      const extra: string[] = [];
      for (const entry of photos) {
        const hash = sha256(entry.data);
        if (wanted.has(hash) && !seen.has(hash)) seen.add(hash);
        else extra.push(entry.name);
      }
      const missing = [...wanted].filter(([hash]) => !seen.has(hash)).map(([, input]) => input);
      return {
        selected: inputs.length,
        inZip: photos.length,
        identical: seen.size,
        missing,
        extra,
        refusals,
        seconds,
        pageErrors,
      };
    };
    return { run, close };
  } catch (error) {
    await close();
    throw error;
  }
}
