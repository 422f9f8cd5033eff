import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

describe("loadConfig", () => {
  it("runs on embedded defaults with an empty environment", () => {
    expect(loadConfig({})).toMatchObject({ port: 3000, host: "0.0.0.0", nodeEnv: "development" });
  });
  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "not-a-port" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "not-a-port" })).toThrow(/PORT/);
  });
});
