import { describe, expect, it } from "vitest";
import { suiteTestApp } from "../../../test/helper.ts";

describe("GET /api/stats and GET /api/config", () => {
  const t = suiteTestApp({
    db: "pglite",
    env: {
      CHECKOUT_URL_PRO: "https://pay.example/pro",
      DONATION_URL: "https://give.example/",
      EXTENSION_ZIP: "/nonexistent/photo-organizer-extension.zip",
      CLI_PACKAGE: "/nonexistent/photo-organizer-cli.tgz",
    },
  });

  it("shows a fresh install's real figures, no baselines, by default (decision 011)", async () => {
    const res = await t.inject({ method: "GET", url: "/api/stats" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ activeUsers: 0, imagesProcessed: 0, rating: 4.9, vipPlacesLeft: 10 });
  });

  it("gives the checkout and footer links from configuration, null when unset (D14)", async () => {
    const res = await t.inject({ method: "GET", url: "/api/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      checkoutUrls: { pro: "https://pay.example/pro", vip: null },
      donationUrl: "https://give.example/",
      chromeExtensionUrl: null,
      extensionDownloadPath: null,
      cliPackagePath: null,
      signInProvider: null,
      imageService: null,
    });
  });
});
