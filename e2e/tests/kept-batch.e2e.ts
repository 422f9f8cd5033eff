import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  BATCH_COPY,
  MANIFEST_FILE_NAME,
  MESSAGES,
  parseCsvRecords,
  REVIEW_TEXTS,
} from "@photo-organizer/core";
import { watchConsoleErrors } from "@photo-organizer/test-support/browser";
import { sharedDir } from "@photo-organizer/test-support/paths";
import { devPhotos } from "@photo-organizer/test-support/photos";
import { readZip } from "@photo-organizer/test-support/unzip";
import type { Dialog, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/sign-in.ts";
import { useSite } from "../support/site.ts";

const TARGET = "Historical";
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe("a reviewed batch survives leaving and reloading until it is downloaded", () => {
  const site = useSite({ MODELS_DIR: process.env.MODELS_DIR ?? join(sharedDir, "models") });
  let work: string;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "kept-batch-e2e-"));
    const context = await site.newContext({ acceptDownloads: true });
    page = await context.newPage();
    errors = watchConsoleErrors(page);
    await signIn(page, site.server.url, { email: "keeper@example.test", name: "Keeper" });
  });
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  async function seriousViolations(): Promise<string[]> {
    const result = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3)}`);
  }

  it("keeps moves and renames through a reload, asks before leaving, and downloads them once the photos are selected again", async () => {
    const inputs = devPhotos()
      .filter((p) => p.includes("imagenet-samples"))
      .slice(10, 14);
    await page.goto(`${site.server.url}/upload`);
    const reviewSwitch = page.getByRole("switch", { name: REVIEW_TEXTS.reviewSwitch });
    await reviewSwitch.click();
    await expect.poll(() => reviewSwitch.getAttribute("aria-checked")).toBe("true");
    await page.getByTestId("upload-input").setInputFiles(inputs);
    await page.getByText(MESSAGES.filesSelected(inputs.length)).waitFor();
    await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
    await page.getByRole("heading", { name: REVIEW_TEXTS.resultsHeading }).waitFor({ timeout: 110_000 });

    // One move and one rename.
    await page.getByRole("checkbox").first().check();
    await page.getByRole("button", { name: REVIEW_TEXTS.moveSelectedTo(1) }).click();
    await page.getByRole("menuitem", { name: TARGET, exact: true }).click();
    await page.getByText(REVIEW_TEXTS.moved(1, TARGET)).first().waitFor();
    await page
      .getByRole("button", { name: new RegExp(`^${REVIEW_TEXTS.rename} `) })
      .last()
      .click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Kept after reload");
    await page.keyboard.press("Enter");
    await page.getByText(/^Kept_after_reload\./).waitFor();

    // A link in the app asks first; Stay keeps the results on screen.
    await page.getByRole("banner").getByRole("link").first().click();
    const leave = page.getByRole("dialog", { name: BATCH_COPY.leaveTitle });
    await leave.waitFor();
    await leave.getByRole("button", { name: BATCH_COPY.stay }).click();
    await leave.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/upload");

    // A reload asks through the browser; once accepted, /upload offers the batch again.
    const asked: string[] = [];
    const accept = (dialog: Dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    };
    page.on("dialog", accept);
    await page.reload();
    page.off("dialog", accept);
    expect(asked).toEqual(["beforeunload"]);
    await page.getByRole("heading", { name: BATCH_COPY.continueTitle }).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await page.getByRole("button", { name: BATCH_COPY.continueAction }).click();
    await page.getByRole("heading", { level: 3, name: new RegExp(`^${TARGET} \\d`) }).waitFor();
    await page.getByText(/^Kept_after_reload\./).waitFor();

    // The originals are asked for again, and matched by name, size and content.
    await page.getByRole("heading", { name: BATCH_COPY.reselectTitle }).waitFor();
    await page.getByTestId("reselect-input").setInputFiles(inputs);
    await page.getByRole("heading", { name: BATCH_COPY.reselectDone }).waitFor();
    expect(await seriousViolations()).toEqual([]);

    const download = page.waitForEvent("download", { timeout: 60_000 });
    await page.getByRole("button", { name: REVIEW_TEXTS.downloadReviewed }).click();
    const path = join(work, "reviewed.zip");
    await (await download).saveAs(path);
    const zip = readZip(readFileSync(path));
    const photos = zip.filter((e) => e.name !== MANIFEST_FILE_NAME);
    expect(photos.map((e) => sha256(e.data)).sort()).toEqual(
      inputs.map((p) => sha256(readFileSync(p))).sort(),
    );
    const manifest = parseCsvRecords(
      zip.find((e) => e.name === MANIFEST_FILE_NAME)?.data.toString("utf8") ?? "",
    );
    const moved = manifest.filter((row) => row.zip_path?.startsWith(`${TARGET}/`));
    expect(moved.map((row) => row.changed_by_user)).toEqual(["yes"]);
    expect(manifest.some((row) => row.zip_path?.includes("/Kept_after_reload."))).toBe(true);

    // Downloaded: nothing is left to keep, so leaving asks nothing and nothing is offered again.
    await page.reload();
    await page.getByText(MESSAGES.dropZoneTitle).waitFor();
    expect(await page.getByRole("heading", { name: BATCH_COPY.continueTitle }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
