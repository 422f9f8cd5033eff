import { describe, expect, it } from "vitest";
import { suiteTestApp } from "../../../test/helper.ts";

describe("the public settings of a server whose own models describe the previews", () => {
  const t = suiteTestApp({ db: "pglite" });

  it("name no outside image service", async () => {
    const config = await t.inject({ method: "GET", url: "/api/config" });
    expect(config.json().imageService).toBeNull();
  });

  it("name no sign-in provider for the built-in development one, so no page offers an account it is not", async () => {
    const config = await t.inject({ method: "GET", url: "/api/config" });
    expect(config.json().signInProvider).toBeNull();
  });
});

describe("the public settings of a server that has an outside vision API describe the previews", () => {
  const t = suiteTestApp({
    db: "pglite",
    env: { DESCRIBER: "openai", OPENAI_BASE_URL: "https://vision.example.com/v1", OPENAI_MODEL: "m" },
  });

  it("name the service's host, for the privacy texts to say where the previews go", async () => {
    const config = await t.inject({ method: "GET", url: "/api/config" });
    expect(config.json().imageService).toBe("vision.example.com");
  });
});
