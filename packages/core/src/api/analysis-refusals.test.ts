import { describe, expect, it } from "vitest";
import { FAILED_CODES, isRetryLater, RETRY_LATER_CODES } from "./analysis-refusals.ts";

describe("analysis refusals", () => {
  it("tells a refusal to come back later from a failure", () => {
    for (const code of RETRY_LATER_CODES) expect(isRetryLater(code)).toBe(true);
    for (const code of FAILED_CODES) expect(isRetryLater(code)).toBe(false);
    expect(isRetryLater(undefined)).toBe(false);
    expect(isRetryLater("batch_full")).toBe(false);
  });
});
