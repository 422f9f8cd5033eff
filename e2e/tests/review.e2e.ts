import { readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import {
  BATCH_COPY,
  MANIFEST_FILE_NAME,
  MESSAGES,
  parseCsvRecords,
  REVIEW_TEXTS,
} from "@photo-organizer/core";
import { devPhotos } from "@photo-organizer/test-support/photos";
import { readZip } from "@photo-organizer/test-support/unzip";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { eachLook, seriousViolations } from "../support/accessibility.ts";
import { sha256 } from "../support/distinct-photos.ts";
import {
  downloadReviewed,
  organizeForReview,
  REVIEW_TARGET,
  turnOnReview,
  useReviewSession,
} from "../support/review-session.ts";

const TARGET = REVIEW_TARGET;

/** A description the user writes for a photo; its file name follows. */
const NEW_DESCRIPTION = "A lighthouse on a rocky coast at sunset";
const NEW_NAME = "lighthouse_on_a_rocky_coast_at_sunset";

/** manifest.csv rows as objects keyed by the header. */
const manifestRows = (text: string): Record<string, string>[] => parseCsvRecords(text);

describe("review: correct a batch, download it, and have the next batch filed alike", () => {
  const session = useReviewSession({ email: "reviewer@example.test", name: "Reviewer" });
  const site = session.site;
  let page: Page;
  let work: string;
  let errors: string[];
  beforeAll(() => {
    ({ page, work, errors } = session);
  });

  async function organize(files: string[]) {
    await page.goto(`${site.server.url}/upload`);
    await organizeForReview(page, files);
  }

  /** Waits, as a person does, until the field Enter opened has the keyboard, before typing into it. */
  const fieldFocused = () =>
    expect
      .poll(() => page.evaluate(() => ["INPUT", "TEXTAREA"].includes(document.activeElement?.tagName ?? "")))
      .toBe(true);

  /** A folder's heading in the results ("Work 1 photo"). */
  const folderHeading = (folder: string) =>
    page.getByRole("heading", { level: 3, name: new RegExp(`^${folder} \\d`) });

  it("moves two photos and renames one by keyboard, downloads them as shown, and files a look-alike there next time until forgotten", async () => {
    const inputs = devPhotos()
      .filter((p) => p.includes("imagenet-samples"))
      .slice(40, 45);
    // Review before download, remembered by the account.
    await turnOnReview(page, site.server.url);

    await organizeForReview(page, inputs);

    // Keyboard only: select two photos with Space, open "Move 2 photos to…", type-ahead to the folder, Enter.
    const checkboxes = page.getByRole("checkbox");
    await checkboxes.nth(0).focus();
    await page.keyboard.press("Space");
    await checkboxes.nth(1).focus();
    await page.keyboard.press("Space");
    const moveSelected = page.getByRole("button", { name: REVIEW_TEXTS.moveSelectedTo(2) });
    await moveSelected.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: TARGET, exact: true }).waitFor();
    await page.keyboard.type("Hi");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(TARGET);
    await page.keyboard.press("Enter");
    await page.getByText(REVIEW_TEXTS.moved(2, TARGET)).first().waitFor();
    const targetHeading = folderHeading(TARGET);
    await targetHeading.waitFor();
    // The focus stays with the moved photos, not on <body>.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""))
      .toMatch(new RegExp(`^${REVIEW_TEXTS.moveTo} `));

    // Ctrl/Cmd+Z undoes the move, Ctrl/Cmd+Shift+Z redoes it.
    await page.keyboard.press("ControlOrMeta+z");
    await targetHeading.waitFor({ state: "detached" });
    await page.keyboard.press("ControlOrMeta+Shift+z");
    await targetHeading.waitFor();

    // An extra move, undone.
    const undo = page.getByRole("button", { name: REVIEW_TEXTS.undo, exact: true });
    await checkboxes.nth(4).focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: REVIEW_TEXTS.moveSelectedTo(1) }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Work", exact: true }).focus();
    await page.keyboard.press("Enter");
    await folderHeading("Work").waitFor();
    await undo.focus();
    await page.keyboard.press("Enter");
    await folderHeading("Work").waitFor({ state: "detached" });

    // "Move to…" of the first row opens where the mouse reaches every folder, even the first ones.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("heading", { name: REVIEW_TEXTS.resultsHeading }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, window.scrollY + 120));
    await page
      .getByRole("button", { name: new RegExp(`^${REVIEW_TEXTS.moveTo} `) })
      .first()
      .click();
    const menu = page.getByRole("menu");
    const box = await menu.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 800).toBe(true);
    // The first folder, under "New folder…".
    const first = page.getByRole("menuitem").nth(1);
    const firstFolder = (await first.textContent()) ?? "";
    const item = await first.boundingBox();
    expect(item && item.y >= 0 && item.y + item.height <= 800).toBe(true);
    await page.mouse.click((item?.x ?? 0) + 10, (item?.y ?? 0) + (item?.height ?? 0) / 2);
    await page.getByText(REVIEW_TEXTS.moved(1, firstFolder)).first().waitFor();
    const redo = page.getByRole("button", { name: REVIEW_TEXTS.redo, exact: true });
    expect(await redo.isDisabled()).toBe(true);
    await page.keyboard.press("ControlOrMeta+z");
    await expect.poll(() => redo.isEnabled()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A new description renames the photo through the naming rules; Ctrl+Z takes it back, Ctrl+Shift+Z again.
    const describeButton = page
      .getByRole("button", { name: new RegExp(`^${REVIEW_TEXTS.editDescription} of `) })
      .first();
    await describeButton.focus();
    await page.keyboard.press("Enter");
    await fieldFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(NEW_DESCRIPTION);
    await page.keyboard.press("Enter");
    await page.getByText(new RegExp(`^${NEW_NAME}\\.`)).waitFor();
    await page.keyboard.press("ControlOrMeta+z");
    await page.getByText(new RegExp(`^${NEW_NAME}\\.`)).waitFor({ state: "detached" });
    await page.keyboard.press("ControlOrMeta+Shift+z");
    await page.getByText(new RegExp(`^${NEW_NAME}\\.`)).waitFor();

    // Rename one photo by keyboard: its Rename button, a new name, Enter.
    const renameButtons = page.getByRole("button", { name: new RegExp(`^${REVIEW_TEXTS.rename} `) });
    const lastRename = renameButtons.last();
    await lastRename.focus();
    await page.keyboard.press("Enter");
    await fieldFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("My favourite one!");
    await page.keyboard.press("Enter");
    await page.getByText(/^My_favourite_one\./).waitFor();

    // Accessible and looked at: light and dark, desktop and phone.
    const found: string[] = [];
    await eachLook(page, "review", async (look) => {
      await page.getByRole("heading", { name: REVIEW_TEXTS.resultsHeading }).scrollIntoViewIfNeeded();
      // Below the sticky site header.
      await page.evaluate(() => window.scrollBy(0, -100));
      found.push(...(await seriousViolations(page)).map((v) => `${look}: ${v}`));
    });
    expect(found).toEqual([]);

    // The ZIP is what the view shows: every original byte-identical, the moves and the name, marked as changed.
    const zip = await downloadReviewed(page, work);
    const manifest = manifestRows(
      zip.find((e) => e.name === MANIFEST_FILE_NAME)?.data.toString("utf8") ?? "",
    );
    const photos = zip.filter((e) => e.name !== MANIFEST_FILE_NAME);
    expect(photos.map((e) => sha256(e.data)).sort()).toEqual(
      inputs.map((p) => sha256(readFileSync(p))).sort(),
    );
    const moved = manifest.filter((row) => (row.zip_path ?? "").startsWith(`${TARGET}/`));
    expect(moved).toHaveLength(2);
    for (const row of moved) expect(row.changed_by_user).toBe("yes");
    const renamed = manifest.find((row) => (row.zip_path ?? "").includes("/My_favourite_one."));
    expect(renamed?.changed_by_user).toBe("yes");
    const described = manifest.find((row) => row.description === NEW_DESCRIPTION);
    expect(described?.zip_path).toMatch(new RegExp(`/${NEW_NAME}\\.`));
    expect(described?.changed_by_user).toBe("yes");
    const changed = new Set([...moved, renamed, described].map((row) => row?.original_name));
    expect(manifest.filter((row) => row.changed_by_user === "yes")).toHaveLength(changed.size);
    for (const row of manifest) expect(photos.some((e) => e.name === row.zip_path)).toBe(true);

    // Next batch: a look-alike of a corrected photo (smaller, recompressed) lands in the corrected folder.
    const lookAlike = join(work, "look-alike.jpg");
    writeFileSync(
      lookAlike,
      await sharp(readFileSync(inputs.find((p) => basename(p) === moved[0]?.original_name) as string))
        .resize({ width: 300 })
        .jpeg({ quality: 70 })
        .toBuffer(),
    );
    const other = devPhotos().filter((p) => p.includes("imagenet-samples"))[120] as string;
    await organize([lookAlike, other]);
    const next = manifestRows(
      (await downloadReviewed(page, work))
        .find((e) => e.name === MANIFEST_FILE_NAME)
        ?.data.toString("utf8") ?? "",
    );
    expect(next.find((row) => row.original_name === "look-alike.jpg")?.category).toBe(TARGET);

    // "Forget my corrections" on /usage stops that.
    await page.goto(`${site.server.url}/usage`);
    await page.getByRole("button", { name: REVIEW_TEXTS.forget }).click();
    await page.getByText(REVIEW_TEXTS.forgotten).waitFor();
    await organize([lookAlike]);
    const after = manifestRows(
      (await downloadReviewed(page, work))
        .find((e) => e.name === MANIFEST_FILE_NAME)
        ?.data.toString("utf8") ?? "",
    );
    expect(after[0]?.category).not.toBe(TARGET);

    // Review off: the ZIP streams as before (DR 002), the results view still shows, and offers a corrected ZIP.
    await page.goto(`${site.server.url}/upload`);
    const switchOff = page.getByRole("switch", { name: REVIEW_TEXTS.reviewSwitch });
    await switchOff.click();
    await expect.poll(() => switchOff.getAttribute("aria-checked")).toBe("false");
    const streamed = page.waitForEvent("download", { timeout: 110_000 });
    await page.getByTestId("upload-input").setInputFiles(inputs.slice(0, 2));
    await page.getByText(MESSAGES.filesSelected(2)).waitFor();
    await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
    expect(await (await streamed).failure()).toBeNull();
    await page.getByText(REVIEW_TEXTS.downloadedNotice).waitFor();
    const moveButtons = page.getByRole("button", { name: new RegExp(`^${REVIEW_TEXTS.moveTo} `) });
    const [firstMove, secondMove] = await moveButtons.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute("aria-label") ?? ""),
    );
    await page.getByRole("button", { name: firstMove, exact: true }).click();
    await page.getByRole("menuitem", { name: TARGET, exact: true }).click();

    // A new folder from "Move to…" (a name Windows keeps is refused), renamed, then a folder merged into it.
    await page.getByRole("button", { name: secondMove, exact: true }).click();
    await page.getByRole("menuitem", { name: REVIEW_TEXTS.newFolder }).click();
    const folderField = page.getByRole("textbox", { name: REVIEW_TEXTS.folderNameLabel });
    await folderField.fill("aux");
    await folderField.press("Enter");
    await page
      .getByRole("alert")
      .filter({ hasText: REVIEW_TEXTS.folderNameDevice("aux") })
      .waitFor();
    await eachLook(page, "review-new-folder-refused");
    await folderField.fill("Road trip");
    await folderField.press("Enter");
    await folderHeading("Road trip").waitFor();
    await page.getByRole("button", { name: REVIEW_TEXTS.folderActions("Road trip") }).click();
    await page.getByRole("menuitem", { name: REVIEW_TEXTS.renameFolder }).click();
    await folderField.fill("Summer trip");
    await folderField.press("Enter");
    await folderHeading("Summer trip").waitFor();
    await page.getByRole("button", { name: REVIEW_TEXTS.folderActions(TARGET) }).click();
    await page.getByRole("menuitem", { name: REVIEW_TEXTS.mergeInto("Summer trip") }).waitFor();
    await eachLook(page, "review-folder-actions");
    // The viewport changes for the screenshots may have closed the menu.
    if (!(await page.getByRole("menu").isVisible()))
      await page.getByRole("button", { name: REVIEW_TEXTS.folderActions(TARGET) }).click();
    await page.getByRole("menuitem", { name: REVIEW_TEXTS.mergeInto("Summer trip") }).click();
    await folderHeading(TARGET).waitFor({ state: "detached" });
    // One step of Undo each: the merge comes undone and back.
    await page.keyboard.press("ControlOrMeta+z");
    await folderHeading(TARGET).waitFor();
    await page.keyboard.press("ControlOrMeta+Shift+z");
    await folderHeading(TARGET).waitFor({ state: "detached" });

    // Kept in the browser meanwhile, the batch is told as it is: saved already, the changes not in a ZIP yet.
    const card = await page.context().newPage();
    await card.goto(`${site.server.url}/upload`);
    await card.getByRole("heading", { name: BATCH_COPY.continueTitle }).waitFor();
    const kept = BATCH_COPY.continueBody(2, 2, new Date(0), true);
    await card.getByText(kept.slice(0, kept.indexOf(","))).waitFor();
    await card.getByText(kept.slice(kept.lastIndexOf(", with"))).waitFor();
    expect(await card.getByText("not downloaded yet").count()).toBe(0);
    await card.close();

    const corrected = page.waitForEvent("download");
    await page.getByRole("button", { name: REVIEW_TEXTS.downloadCorrected }).click();
    const path = join(work, "corrected.zip");
    await (await corrected).saveAs(path);
    const correctedZip = readZip(readFileSync(path));
    const fixed = manifestRows(
      correctedZip.find((e) => e.name === MANIFEST_FILE_NAME)?.data.toString("utf8") ?? "",
    );
    for (const row of fixed) {
      expect(row.category).toBe("Summer trip");
      expect(row.changed_by_user).toBe("yes");
      expect(row.zip_path).toMatch(/^Summer_trip\/[^/]+$/);
      expect(correctedZip.some((e) => e.name === row.zip_path)).toBe(true);
    }
    expect(fixed).toHaveLength(2);
    expect(errors).toEqual([]);
  }, 400_000);
});
