import { DEFAULT_ORGANIZATION_SETTINGS, ORGANIZATION_COPY } from "@photo-organizer/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/testing/render-route";
import { analyzeStep, batchSettings, SettingsUnreadableError, settingsSteps } from "./settings-steps";

const mine = {
  ...DEFAULT_ORGANIZATION_SETTINGS,
  folderPattern: "{year}/{category}",
  folders: [{ name: "Kids", words: ["child"], categories: [] }],
  sidecars: true,
};
const answer = { description: "A child on a swing", category: "People", folder: "Kids" };
const request = { base64Image: "AAAA", batchId: "b", photoKey: "k" };

describe("a batch under the account's organization settings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the settings only when the plan applies them, and today's scheme under a plan without them", async () => {
    stubFetch({
      "GET /api/organization-settings": () => json({ settings: mine, saved: true, applies: true }),
    });
    expect(await batchSettings()).toEqual(mine);
    stubFetch({
      "GET /api/organization-settings": () => json({ settings: mine, saved: true, applies: false }),
    });
    expect(await batchSettings()).toBeNull();
    // A server from before organization settings has none to apply.
    stubFetch({});
    expect(await batchSettings()).toBeNull();
  });

  it("tries a passing failure again, and never starts a batch without settings it could not read", async () => {
    let asked = 0;
    stubFetch({
      "GET /api/organization-settings": () =>
        ++asked === 1
          ? json({ message: "Service unavailable" }, 503)
          : json({ settings: mine, saved: true, applies: true }),
    });
    expect(await batchSettings()).toEqual(mine);
    expect(asked).toBe(2);

    stubFetch({ "GET /api/organization-settings": () => json({ message: "Server error" }, 500) });
    const refused = batchSettings();
    await expect(refused).rejects.toBeInstanceOf(SettingsUnreadableError);
    await expect(refused).rejects.toThrow(ORGANIZATION_COPY.settingsUnreadable);
  });

  it("files a photo in the folder the server chose only under the settings", async () => {
    stubFetch({ "POST /api/analyze-image": () => json(answer) });
    const signal = new AbortController().signal;
    const file = new File(["x"], "a.jpg");
    expect(await analyzeStep(mine)(file, request, signal)).toMatchObject({ folder: "Kids" });
    expect(await analyzeStep(null)(file, request, signal)).not.toHaveProperty("folder");
  });

  it("adds the duplicate check and each photo's patterns with its date, or nothing without settings", async () => {
    expect(settingsSteps(null)).toEqual({});
    const steps = settingsSteps(mine);
    expect(steps.duplicates?.mode).toBe("folder");
    const file = new File(["no exif"], "scan.jpg", { lastModified: Date.UTC(2022, 2, 4, 12) });
    const layout = await steps.layout?.(file, new AbortController().signal);
    expect(layout).toMatchObject({
      folderPattern: "{year}/{category}",
      namePattern: "{description}",
      sidecars: true,
      dateSource: "file",
      date: { year: 2022, month: 3, day: 4 },
    });
  });
});
