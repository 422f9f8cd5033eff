import { describe, expect, it } from "vitest";
import { tokenEndingSoon } from "./api-client.ts";

describe("a token's end, as a run says it", () => {
  const now = new Date("2026-12-08T10:00:00.000Z");

  it("says the day a token ends within a week", () => {
    expect(tokenEndingSoon("2026-12-14T09:00:00.000Z", now)).toBe("2026-12-14");
    expect(tokenEndingSoon("2026-12-15T10:00:00.000Z", now)).toBe("2026-12-15");
  });

  it("says nothing of a token that ends later, or never", () => {
    expect(tokenEndingSoon("2026-12-15T10:00:01.000Z", now)).toBeNull();
    expect(tokenEndingSoon(null, now)).toBeNull();
  });
});
