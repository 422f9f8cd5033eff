import { CAPTURED_EMAILS_KEY } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import {
  capturedEmailsCsv,
  isCaptured,
  localOnlyEmails,
  readCapturedEmails,
  saveCapturedEmail,
} from "./captured-emails";

function memoryStorage(initial?: string) {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(CAPTURED_EMAILS_KEY, initial);
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe("captured emails", () => {
  it("keeps each email once, case-insensitively, and updates its status", () => {
    const s = memoryStorage();
    const now = new Date("2026-11-22T10:00:00Z");
    saveCapturedEmail({ email: "Ann@Example.com", listId: "L", status: "local_only" }, s, now);
    saveCapturedEmail({ email: "ann@example.com ", listId: "L", status: "subscribed" }, s, now);
    expect(readCapturedEmails(s)).toEqual([
      { email: "Ann@Example.com", timestamp: "2026-11-22T10:00:00.000Z", listId: "L", status: "subscribed" },
    ]);
    expect(isCaptured("ANN@example.com", s)).toBe(true);
    expect(isCaptured("bob@example.com", s)).toBe(false);
    expect(localOnlyEmails(s)).toEqual([]);
  });

  it.each([["not json"], ["{}"], ['[{"email":1}]']])("reads %s as an empty list", (raw) => {
    expect(readCapturedEmails(memoryStorage(raw))).toEqual([]);
  });

  it("treats entries without a status (the spec's shape) as local only", () => {
    const s = memoryStorage(JSON.stringify([{ email: "a@b.co", timestamp: "t", listId: "L" }]));
    expect(localOnlyEmails(s)).toHaveLength(1);
  });

  it("writes CSV with a header and quoted fields", () => {
    expect(
      capturedEmailsCsv([{ email: 'a,"b"@x.co', timestamp: "t", listId: "L", status: "local_only" }]),
    ).toBe('email,timestamp,listId,status\r\n"a,""b""@x.co",t,L,local_only\r\n');
  });

  it("exports an address a spreadsheet would run as a formula as plain text", () => {
    const csv = capturedEmailsCsv([
      { email: "=HYPERLINK(1)@x.co", timestamp: "t", listId: "L", status: "local_only" },
      { email: "+1@x.co", timestamp: "t", listId: "L", status: "subscribed" },
    ]);
    expect(csv).toBe(
      "email,timestamp,listId,status\r\n'=HYPERLINK(1)@x.co,t,L,local_only\r\n'+1@x.co,t,L,subscribed\r\n",
    );
  });
});
