import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isUsagePeriod, nextPeriodStart, usagePeriod } from "./usage-period.ts";

describe("usagePeriod (UTC calendar month)", () => {
  it.each([
    ["2025-03-15T12:00:00Z", "2025-03"],
    ["2026-01-01T00:00:00Z", "2026-01"],
    ["2026-12-31T23:59:59.999Z", "2026-12"],
    // 23:30 on 31 March in New York is already April in UTC.
    ["2026-03-31T23:30:00-04:00", "2026-04"],
    // 00:30 on 1 May in Berlin is still April in UTC.
    ["2026-05-01T00:30:00+02:00", "2026-04"],
  ])("%s → %s", (iso, period) => {
    expect(usagePeriod(new Date(iso))).toBe(period);
  });

  it("rejects an invalid date", () => {
    expect(() => usagePeriod(new Date("not a date"))).toThrow(RangeError);
  });

  it("always gives a well-formed period", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1970-01-01"), max: new Date("9999-12-31"), noInvalidDate: true }),
        (d) => isUsagePeriod(usagePeriod(d)),
      ),
    );
  }, 30_000);
});

describe("isUsagePeriod", () => {
  it.each([
    ["2025-03", true],
    ["2025-12", true],
    ["2025-13", false],
    ["2025-00", false],
    ["2025-3", false],
    ["25-03", false],
  ])("%s → %s", (value, expected) => {
    expect(isUsagePeriod(value)).toBe(expected);
  });
});

describe("nextPeriodStart", () => {
  it.each([
    ["2026-11-22T23:00:00Z", "2026-12-01T00:00:00.000Z"],
    ["2026-12-31T23:59:59Z", "2027-01-01T00:00:00.000Z"],
  ])("%s → %s", (iso, expected) => {
    expect(nextPeriodStart(new Date(iso)).toISOString()).toBe(expected);
  });
});
