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
    });
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
    });
  });
});
