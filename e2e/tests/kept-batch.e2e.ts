import { readFileSync } from "node:fs";
import {
  BATCH_COPY,
  MANIFEST_FILE_NAME,
  MESSAGES,
  parseCsvRecords,
  REVIEW_TEXTS,
  SIGN_OUT_COPY,
  UPLOAD_COPY,
} from "@photo-organizer/core";
import { devPhotos } from "@photo-organizer/test-support/photos";
import type { Dialog, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolationsEverywhere } from "../support/accessibility.ts";
import { sha256 } from "../support/distinct-photos.ts";
import * as review from "../support/review-session.ts";
import { currentUser } from "../support/sign-in.ts";

const TARGET = review.REVIEW_TARGET;

describe("a reviewed batch survives leaving and reloading until it is downloaded", () => {
  const session = review.useReviewSession({ email: "keeper@example.test", name: "Keeper" });
  const site = session.site;
  let page: Page;
  let work: string;
  let errors: string[];
  beforeAll(() => {
    ({ page, work, errors } = session);
  });

  it("keeps moves and renames through a reload and a Discard taken back with Undo, asks before leaving, and downloads them once the photos are selected again", async () => {
    const inputs = devPhotos()
      .filter((p) => p.includes("imagenet-samples"))
      .slice(10, 14);
    await review.turnOnReview(page, site.server.url);

    // The selection and the progress, accessible and looked at in both themes; the analyses wait meanwhile.
    await page.getByTestId("upload-input").setInputFiles(inputs);
    await page.getByText(MESSAGES.filesSelected(inputs.length)).waitFor();
    const found = await seriousViolationsEverywhere(page, "upload-selection");
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/analyze-image", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
    await page.getByTestId("organize-progress").waitFor();
    found.push(
      ...(await seriousViolationsEverywhere(page, "upload-progress", () =>
        page.getByTestId("organize-progress").scrollIntoViewIfNeeded(),
      )),
    );
    release();
    // Once the held analyses have gone on (unrouting at once would hand them on twice).
    await page.unrouteAll({ behavior: "wait" });
    await page.getByRole("heading", { name: REVIEW_TEXTS.resultsHeading }).waitFor({ timeout: 110_000 });

    // One move.
    await page.getByRole("checkbox").first().check();
    await page.getByRole("button", { name: REVIEW_TEXTS.moveSelectedTo(1) }).click();
    await page.getByRole("menuitem", { name: TARGET, exact: true }).click();
    await page.getByText(REVIEW_TEXTS.moved(1, TARGET)).first().waitFor();

    // A link in the app asks first; Stay keeps the results on screen.
    await page.getByRole("banner").getByRole("link").first().click();
    const leave = page.getByRole("dialog", { name: BATCH_COPY.leaveTitle });
    await leave.waitFor();
    await leave.getByRole("button", { name: BATCH_COPY.stay }).click();
    await leave.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/upload");

    // Log Out asks before the session ends; Stay keeps the session and the results.
    await page.getByRole("banner").getByRole("button", { name: MESSAGES.logOut }).click();
    const signOut = page.getByRole("dialog", { name: SIGN_OUT_COPY.leaving.title });
    await signOut.waitFor();
    // It says what is at stake here: results not downloaded, which stay saved in this browser.
    expect(await signOut.textContent()).toContain(SIGN_OUT_COPY.holding.results);
    await signOut.getByRole("button", { name: SIGN_OUT_COPY.leaving.stay }).click();
    await signOut.waitFor({ state: "detached" });
    expect(await currentUser(page)).not.toBeNull();
    await page.getByText(REVIEW_TEXTS.moved(1, TARGET)).first().waitFor();

    // One rename, and the reload straight after it: the rename is kept though its write is under way.
    await page
      .getByRole("button", { name: new RegExp(`^${REVIEW_TEXTS.rename} `) })
      .last()
      .click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Kept after reload");
    await page.keyboard.press("Enter");
    await page.getByText(/^Kept_after_reload\./).waitFor();

    // The reload asks through the browser; once accepted, /upload offers the batch again.
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
    found.push(
      ...(await seriousViolationsEverywhere(page, "upload-continue", async () => {
        await page.getByRole("heading", { name: BATCH_COPY.continueTitle }).scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, -100));
      })),
    );
    // A Discard that was a slip of the hand is taken back by the toast's Undo: the batch is offered again.
    await page.getByRole("button", { name: BATCH_COPY.discardAction }).click();
    await page.getByText(BATCH_COPY.discarded).waitFor();
    expect(await page.getByRole("heading", { name: BATCH_COPY.continueTitle }).count()).toBe(0);
    await page.getByRole("button", { name: UPLOAD_COPY.undo }).click();
    await page.getByRole("heading", { name: BATCH_COPY.continueTitle }).waitFor();
    await page.getByRole("button", { name: BATCH_COPY.continueAction }).click();
    await page.getByRole("heading", { level: 3, name: new RegExp(`^${TARGET} \\d`) }).waitFor();
    await page.getByText(/^Kept_after_reload\./).waitFor();

    // The originals are asked for again, and matched by name, size and content. Downloading before that says
    // so and puts the focus where the photos are selected.
    await page.getByRole("heading", { name: BATCH_COPY.reselectTitle }).waitFor();
    await page.getByRole("button", { name: REVIEW_TEXTS.downloadReviewed }).click();
    await page.getByText(BATCH_COPY.reselectFirst).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(BATCH_COPY.reselectAction);
    await page.getByTestId("reselect-input").setInputFiles(inputs);
    await page.getByRole("heading", { name: BATCH_COPY.reselectDone }).waitFor();
    found.push(
      ...(await seriousViolationsEverywhere(page, "upload-reselected", () =>
        page.getByTestId("reselect-originals").scrollIntoViewIfNeeded(),
      )),
    );
    expect(found).toEqual([]);

    const zip = await review.downloadReviewed(page, work);
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
    // The photos chosen again after the reload are read by content too: every row names its format.
    expect(manifest.filter((row) => !row.format)).toEqual([]);

    // Downloaded: nothing is left to keep, so leaving asks nothing and nothing is offered again.
    await page.reload();
    await page.getByText(MESSAGES.dropZoneTitle).waitFor();
    expect(await page.getByRole("heading", { name: BATCH_COPY.continueTitle }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
