import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "./site-config";

describe("parseSiteConfig", () => {
  it("keeps configured http(s) links and maps the VIP checkout", () => {
    expect(
      parseSiteConfig({
        checkoutUrls: { pro: "https://pay.example/pro", vip: "https://pay.example/vip" },
        donationUrl: "https://donate.example/",
      }),
    ).toEqual({
      checkoutUrls: { pro: "https://pay.example/pro", vip: "https://pay.example/vip" },
      donationUrl: "https://donate.example/",
      chromeExtensionUrl: undefined,
      imageService: null,
      signInProvider: null,
    });
  });

  it("keeps this site's own download paths and the outside image service's host, nothing from elsewhere", () => {
    const parsed = parseSiteConfig({
      checkoutUrls: {},
      extensionDownloadPath: "/downloads/photo-organizer-extension.zip",
      cliPackagePath: "/downloads/photo-organizer-cli.tgz",
      imageService: "vision.example.com",
      signInProvider: "Google",
    });
    expect(parsed).toMatchObject({
      signInProvider: "Google",
      extensionDownloadPath: "/downloads/photo-organizer-extension.zip",
      cliPackagePath: "/downloads/photo-organizer-cli.tgz",
      imageService: "vision.example.com",
    });
    expect(parseSiteConfig({ cliPackagePath: "//evil.example/x.tgz" }).cliPackagePath).toBeUndefined();
  });

  it.each([
    ["nulls from the server", { checkoutUrls: { pro: null, vip: null } }],
    ["script links", { checkoutUrls: { pro: "javascript:alert(1)" }, donationUrl: "javascript:void 0" }],
    ["no object", null],
    ["a string", "oops"],
  ])("falls back to nothing for %s", (_name, data) => {
    expect(parseSiteConfig(data)).toEqual({
      checkoutUrls: {},
      donationUrl: undefined,
      chromeExtensionUrl: undefined,
      imageService: null,
      signInProvider: null,
    });
  });
});
