// @vitest-environment node
// Node's File, whose bytes can be read (jsdom's cannot be hashed by WebCrypto).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { matchOriginals, sha256Hex } from "./match-originals";

const TAKEN = Date.UTC(2026, 5, 1);
const photo = (name: string, bytes: number[], lastModified = TAKEN) =>
  new File([Uint8Array.from(bytes)], name, { lastModified });
const hashOf = (bytes: number[]) => createHash("sha256").update(Uint8Array.from(bytes)).digest("hex");

describe("matchOriginals", () => {
  const wanted = [
    { originalName: "IMG_1.jpg", size: 3, lastModified: TAKEN, hash: hashOf([1, 2, 3]) },
    { originalName: "IMG_2.jpg", size: 3, lastModified: TAKEN, hash: hashOf([4, 5, 6]) },
    // the same name from another folder
    { originalName: "IMG_1.jpg", size: 3, lastModified: TAKEN, hash: hashOf([7, 8, 9]) },
  ];

  it("hashes as WebCrypto's SHA-256 of the bytes", async () => {
    await expect(sha256Hex(photo("x.jpg", [1, 2, 3]))).resolves.toBe(hashOf([1, 2, 3]));
  });

  it("finds each original by name, size and content, whatever the order they are selected in", async () => {
    const chosen = [
      photo("IMG_1.jpg", [7, 8, 9]),
      photo("IMG_2.jpg", [4, 5, 6]),
      photo("IMG_1.jpg", [1, 2, 3]),
    ];
    const found = await matchOriginals(wanted, [null, null, null], chosen);
    expect(found.files).toEqual([chosen[2], chosen[1], chosen[0]]);
    expect(found.unmatched).toEqual([]);
  });

  it("never matches by name alone: same name and size but other bytes is reported, and stays missing", async () => {
    const impostor = photo("IMG_2.jpg", [6, 5, 4]);
    const other = photo("holiday.jpg", [1, 2, 3]);
    const found = await matchOriginals(wanted, [null, null, null], [impostor, other]);
    expect(found.files).toEqual([null, null, null]);
    expect(found.unmatched).toEqual([impostor, other]);
  });

  it("keeps the originals already at hand, and finds one whose content was never read by name, size and date", async () => {
    const first = photo("IMG_1.jpg", [1, 2, 3]);
    const unread = { ...(wanted[1] as (typeof wanted)[0]), hash: null };
    const sameDate = photo("IMG_2.jpg", [4, 5, 6]);
    const found = await matchOriginals([wanted[0] as (typeof wanted)[0], unread], [first, null], [sameDate]);
    expect(found.files).toEqual([first, sameDate]);
    expect(found.unmatched).toEqual([]);
  });

  it("does not take a file of another date for a photo whose content was never read", async () => {
    const unread = { ...(wanted[1] as (typeof wanted)[0]), hash: null };
    const otherDate = photo("IMG_2.jpg", [4, 5, 6], TAKEN + 1000);
    const found = await matchOriginals([unread], [null], [otherDate]);
    expect(found.files).toEqual([null]);
    expect(found.unmatched).toEqual([otherDate]);
  });
});
