import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config/env.ts";

describe("batch, statistics and checkout settings", () => {
  it("default to no statistics baselines (decision 011) and an hour-long batch", () => {
    const config = loadConfig({});
    expect(config.batches).toEqual({ ttlMinutes: 60, sweepSeconds: 60 });
    expect(config.stats).toEqual({ baseUsers: 0, baseImages: 0, rating: 4.9 });
    expect(config.checkoutUrls).toEqual({ pro: null, vip: null });
    expect([config.donationUrl, config.chromeExtensionUrl]).toEqual([null, null]);
  });

  it("are read from the environment", () => {
    const config = loadConfig({
      BATCH_TTL_MINUTES: "5",
      BATCH_SWEEP_SECONDS: "0",
      STATS_BASE_USERS: "0",
      STATS_BASE_IMAGES: "42",
      RATING: "5",
      CHECKOUT_URL_VIP: "https://pay.example/vip",
    });
    expect(config.batches).toEqual({ ttlMinutes: 5, sweepSeconds: 0 });
    expect(config.stats).toEqual({ baseUsers: 0, baseImages: 42, rating: 5 });
    expect(config.checkoutUrls).toEqual({ pro: null, vip: "https://pay.example/vip" });
  });

  it.each([
    ["BATCH_TTL_MINUTES", "0"],
    ["BATCH_SWEEP_SECONDS", "-1"],
    ["STATS_BASE_USERS", "many"],
    ["RATING", "5.5"],
    ["CHECKOUT_URL_PRO", "javascript:alert(1)"],
  ])("refuse a wrong %s, naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
