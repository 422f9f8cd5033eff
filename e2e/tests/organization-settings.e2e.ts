import { spawnSync } from "node:child_process";
import { readFileSync, statSync, symlinkSync } from "node:fs";
import { basename, join } from "node:path";
import {
  type CaptureDate,
  createPathAllocator,
  duplicateEntryPath,
  layoutPath,
  MANIFEST_FILE_NAME,
  MESSAGES,
  ORGANIZATION_COPY,
  type PlanId,
  sidecarPath,
  zipEntryPath,
} from "@photo-organizer/core";
import type { OrganizationSettings } from "@photo-organizer/core/api";
import { sharedDir } from "@photo-organizer/test-support/paths";
import { manifestOf } from "@photo-organizer/test-support/unzip";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { usageOf } from "../support/accounts.ts";
import { accountOnPlan, organizedZip, useAdminSite } from "../support/admin-site.ts";
import { sha256 } from "../support/distinct-photos.ts";

const _ADMIN_EMAIL = "settings-admin@example.test";
const _ADMIN_PASSWORD = "settings-e2e-admin-password";
const RUN_MS = 5 * 60_000;

/** Photos whose EXIF capture date exiftool reads, from the shared formats (read where they are). */
const DATED = ["ianare__DSCN0010.jpg", "photoprism__IMG_4120.JPG", "ianare__canon-ixus.jpg"].map((name) =>
  join(sharedDir, "photos", "formats", "exif-gps", name),
);
/** A DNG whose IFD0 lies past its image tiles, far from the start: its date is read from the whole file. */
const DNG = join(sharedDir, "photos", "formats", "raw", "photoprism__canon_eos_6d.dng");
/** A dev photo with no EXIF at all (the art works were re-encoded without it). */
const UNDATED = join(sharedDir, "photos", "dev", "art-works");

const SETTINGS: OrganizationSettings = {
  folderPattern: "{year}/{category}",
  namePattern: "{date}_{description}",
  folders: [
    { name: "Trips", words: ["beach", "mountain", "street"], categories: ["Travel", "Landmark", "Nature"] },
    { name: "Stuff", words: ["camera", "table"], categories: ["Technology", "Misc", "Design"] },
  ],
  otherPhotos: "keep-category",
  duplicates: "folder",
  sidecars: true,
};

/** The capture date exiftool reads (DateTimeOriginal, else CreateDate), as the camera's clock showed it. */
function exiftoolDate(path: string): CaptureDate | undefined {
  const out = spawnSync("exiftool", ["-s3", "-DateTimeOriginal", "-CreateDate", path], { encoding: "utf8" });
  const m = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/mu.exec(out.stdout);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[];
  return { year, month, day, hour, minute, second } as CaptureDate;
}

/** The file's modification time in UTC (the browser runs in UTC): the date of a photo without one. */
function fileDate(path: string): CaptureDate {
  const [year, month, day, hour, minute, second] = (
    new Date(statSync(path).mtimeMs).toISOString().match(/\d+/gu) ?? []
  ).map(Number) as number[];
  return { year, month, day, hour, minute, second } as CaptureDate;
}

function firstUndated(): string {
  const walk = (dir: string): string[] =>
    spawnSync("find", [dir, "-type", "f", "-iname", "*.jpg"], { encoding: "utf8" }).stdout.split("\n").sort();
  const found = walk(UNDATED).find((path) => path && exiftoolDate(path) === undefined);
  if (!found) throw new Error("no dev photo without a date");
  return found;
}

type Answer = { description: string; category: string; folder?: string };

describe("organization settings applied to a batch (#21)", () => {
  const plans = useAdminSite("settings");
  const { site } = plans;

  /** A signed-in page of a new account on `plan` (in UTC), noting its reservations and analyses. */
  async function account(email: string, plan: PlanId) {
    const opened = await accountOnPlan(plans, email, plan, { timezoneId: "UTC" });
    const answers = new Map<string, Answer>();
    opened.page.on("response", async (response) => {
      if (new URL(response.url()).pathname !== "/api/analyze-image" || !response.ok()) return;
      const { photoKey } = response.request().postDataJSON() as { photoKey: string };
      answers.set(photoKey, (await response.json()) as Answer);
    });
    const put = (settings: OrganizationSettings) =>
      opened.page.request.put(`${site.server.url}/api/organization-settings`, {
        data: settings,
        headers: { origin: site.server.url },
      });
    return { ...opened, reserved: opened.batches, answers, put };
  }

  async function organize(page: Page, files: string[]) {
    await page.goto(`${site.server.url}/upload`);
    await page.getByTestId("upload-input").setInputFiles(files);
    await page.getByText(MESSAGES.filesSelected(files.length)).waitFor();
    return organizedZip(page, plans.work, RUN_MS);
  }

  it(
    "a VIP account's patterns, own folders, duplicate and sidecars give exactly the expected ZIP",
    async () => {
      const { page, errors, reserved, answers, put } = await account(
        "vip-settings@example.test",
        "enterprise",
      );
      const saved = await put(SETTINGS);
      expect(saved.status()).toBe(200);
      const view = (await (
        await page.request.get(`${site.server.url}/api/organization-settings`)
      ).json()) as { settings: OrganizationSettings; applies: boolean };
      expect(view).toMatchObject({ settings: SETTINGS, applies: true });

      // The exact duplicate: the first photo's bytes under another name (a link, not a copy).
      const duplicate = join(plans.work, "DSCN0010 copy.jpg");
      symlinkSync(DATED[0] as string, duplicate);
      const undated = firstUndated();
      const selected = [DATED[0], DATED[1], duplicate, DATED[2], DNG, undated] as string[];
      const unique = selected.filter((path) => path !== duplicate);
      const before = await usageOf(page, site.server.url);

      const zip = await organize(page, selected);

      // The duplicate was never sent, reserved nor charged; the page says it was found.
      expect(reserved).toEqual([unique.length]);
      expect([...answers.keys()].sort()).toEqual(unique.map((_, i) => String(i)));
      expect((await usageOf(page, site.server.url)).count - before.count).toBe(unique.length);
      await page.getByText(ORGANIZATION_COPY.duplicatesFound(1)).first().waitFor();

      // Expected paths from the dates exiftool reads (the file's date for the undated photo) and the
      // server's answers, through the one allocator every ZIP uses.
      const allocate = createPathAllocator();
      allocate(MANIFEST_FILE_NAME);
      const expected = unique.map((path, i) => {
        const answer = answers.get(String(i)) as Answer;
        const date = exiftoolDate(path) ?? fileDate(path);
        const folder = answer.folder ?? answer.category;
        expect([...SETTINGS.folders.map((f) => f.name), answer.category]).toContain(folder);
        const wanted = layoutPath(
          { folderPattern: SETTINGS.folderPattern, namePattern: SETTINGS.namePattern, date },
          { folder, description: answer.description, originalName: basename(path) },
        );
        expect(wanted.startsWith(`${date.year}/`)).toBe(true);
        return { path, zipPath: allocate(wanted), answer, folder, date };
      });
      const duplicatePath = allocate(duplicateEntryPath(basename(duplicate)));
      expect(zip.map((entry) => entry.name).sort()).toEqual(
        [
          ...expected.flatMap((photo) => [photo.zipPath, sidecarPath(photo.zipPath)]),
          duplicatePath,
          MANIFEST_FILE_NAME,
        ].sort(),
      );
      const entry = (name: string) => zip.find((e) => e.name === name)?.data as Buffer;
      for (const photo of expected)
        expect(sha256(entry(photo.zipPath))).toBe(sha256(readFileSync(photo.path)));
      expect(sha256(entry(duplicatePath))).toBe(sha256(readFileSync(DATED[0] as string)));

      const rows = manifestOf(zip);
      expect(rows).toHaveLength(selected.length);
      expect(rows.find((row) => row.original_name === basename(duplicate))).toMatchObject({
        zip_path: duplicatePath,
        status: "duplicate",
        duplicate_of: expected[0]?.zipPath,
      });
      expect(rows.find((row) => row.original_name === basename(undated))?.date_source).toBe("file");
      for (const photo of expected.slice(0, 4))
        expect(rows.find((row) => row.zip_path === photo.zipPath)?.date_source).toBe("exif");
      expect(expected[3]?.zipPath.startsWith("2019/")).toBe(true);

      // Each sidecar is well-formed XML with the photo's description and folder.
      for (const photo of expected) {
        const xmp = entry(sidecarPath(photo.zipPath)).toString("utf8");
        const parsed = await page.evaluate((text) => {
          const doc = new DOMParser().parseFromString(text, "application/xml");
          const ns = "http://purl.org/dc/elements/1.1/";
          return {
            error: doc.getElementsByTagName("parsererror").length > 0,
            description: doc.getElementsByTagNameNS(ns, "description")[0]?.textContent?.trim() ?? "",
            subject: doc.getElementsByTagNameNS(ns, "subject")[0]?.textContent?.trim() ?? "",
          };
        }, xmp);
        expect(parsed.error).toBe(false);
        expect(parsed.description).toBe(photo.answer.description);
        expect(parsed.subject).toBe(photo.folder);
      }
      expect(errors).toEqual([]);
    },
    RUN_MS,
  );

  it(
    "settings that cannot be read stop the batch before anything is reserved, and it goes once they can",
    async () => {
      const { page, reserved, put, errors } = await account("unreadable-settings@example.test", "pro");
      expect((await put(SETTINGS)).status()).toBe(200);
      let failing = true;
      await page.route("**/api/organization-settings", (route) =>
        failing
          ? route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"unavailable"}' })
          : route.continue(),
      );
      const selected = [DATED[0], DATED[1]] as string[];
      await page.goto(`${site.server.url}/upload`);
      await page.getByTestId("upload-input").setInputFiles(selected);
      await page.getByText(MESSAGES.filesSelected(selected.length)).waitFor();
      await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
      await page.getByText(ORGANIZATION_COPY.settingsUnreadable).waitFor({ timeout: 60_000 });
      // Nothing reserved nor charged, and the photos are still selected.
      expect(reserved).toEqual([]);
      await page.getByText(MESSAGES.filesSelected(selected.length)).waitFor();

      failing = false;
      const zip = await organizedZip(page, plans.work, RUN_MS);
      // Laid out by the settings: the year of each photo's capture first.
      const photos = zip.filter((entry) => entry.name !== MANIFEST_FILE_NAME && !entry.name.endsWith(".xmp"));
      expect(photos.map((entry) => entry.name.split("/")[0]).sort()).toEqual(
        selected.map((path) => String(exiftoolDate(path)?.year)).sort(),
      );
      expect(errors.filter((error) => !error.includes("503"))).toEqual([]);
    },
    RUN_MS,
  );

  it("asks before Back drops settings being edited, and keeps them on Keep editing", async () => {
    const { page } = await account("back-settings@example.test", "pro");
    const T = ORGANIZATION_COPY.panel;
    await page.goto(`${site.server.url}/pricing`);
    await page.getByRole("banner").getByRole("link", { name: MESSAGES.navUpload }).click();
    await page.getByRole("button", { name: T.open }).click();
    const pattern = page.locator("#folder-pattern");
    await pattern.fill("{year}/{category}");

    // Back (the browser's button; an in-app history entry) waits for the answer.
    const back = () => page.evaluate(() => history.back());
    const discard = page.getByRole("dialog", { name: T.discardTitle });
    await back();
    await discard.getByRole("button", { name: T.keepEditing }).click();
    await discard.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/upload");
    expect(await pattern.inputValue()).toBe("{year}/{category}");

    await back();
    await discard.getByRole("button", { name: T.discard }).click();
    await page.waitForURL(`${site.server.url}/pricing`);
  });

  it(
    "a Free account cannot save settings, and its ZIP uses the default folders and names",
    async () => {
      const { page, answers, put } = await account("free-settings@example.test", "free");
      const refused = await put(SETTINGS);
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { code?: string }).code).toBe("plan_feature_required");

      const selected = [DATED[0], DATED[1]] as string[];
      const zip = await organize(page, selected);
      const allocate = createPathAllocator();
      allocate(MANIFEST_FILE_NAME);
      const expected = selected.map((path, i) => {
        const answer = answers.get(String(i)) as Answer;
        return allocate(zipEntryPath(answer.category, answer.description, basename(path)));
      });
      expect(zip.map((entry) => entry.name).sort()).toEqual([...expected, MANIFEST_FILE_NAME].sort());
      expect(Object.keys(manifestOf(zip)[0] ?? {})).not.toContain("date");
    },
    RUN_MS,
  );
});
