import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { detectImageFormat, formatDate, formatTime } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { captureFactsOf, parseStamp, readCaptureTags } from "./capture-facts";

const formats = join(process.env.SHARED_DIR ?? "../shared", "photos", "formats");
/** Every EXIF sample, and every HEIC/HEIF and RAW sample (#21: the date in the browser for each format). */
const exifDirs = readdirSync(formats).filter((name) => name.startsWith("exif-"));
const photos = [
  ...exifDirs.flatMap((dir) =>
    readdirSync(join(formats, dir))
      .filter((name) => /\.(jpe?g|tiff?|heic|png|webp)$/iu.test(name))
      .map((name) => join(formats, dir, name)),
  ),
  ...["heic", "raw"].flatMap((dir) =>
    readdirSync(join(formats, dir))
      .sort()
      .map((name) => join(formats, dir, name)),
  ),
];

/**
 * What exiftool reads from EXIF and XMP (a maker note's own date is not a capture date we read): DateTimeOriginal,
 * else XMP's DateCreated, else CreateDate, as `YYYY-MM-DD HH-MM-SS`; null when none. One exiftool run for all.
 */
function exiftoolDates(paths: string[]): Map<string, string | null> {
  const tags = JSON.parse(
    execFileSync(
      "exiftool",
      [
        "-j",
        "-EXIF:DateTimeOriginal",
        "-XMP:DateTimeOriginal",
        "-XMP:DateCreated",
        "-EXIF:CreateDate",
        "-XMP:CreateDate",
        ...paths,
      ],
      { encoding: "utf8" },
    ),
  ) as Record<string, unknown>[];
  return new Map(
    tags.map((t) => {
      for (const value of [t.DateTimeOriginal, t.DateCreated, t.CreateDate]) {
        const m =
          typeof value === "string" ? /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/u.exec(value) : null;
        if (m && m[1] !== "0000")
          return [String(t.SourceFile), `${m[1]}-${m[2]}-${m[3]} ${m[4]}-${m[5]}-${m[6]}`];
      }
      return [String(t.SourceFile), null];
    }),
  );
}

describe("capture facts", () => {
  it("reads the capture date exiftool reads from every EXIF, HEIC and RAW sample the page takes", async () => {
    expect(photos.length).toBeGreaterThan(5);
    const expected = exiftoolDates(photos);
    const read = new Map<string, string | null>();
    const refused: string[] = [];
    for (const path of photos) {
      const bytes = new Uint8Array(readFileSync(path));
      // A format the page does not take (Sigma X3F, Canon's old CRW) is never organized: no date needed.
      if (!detectImageFormat(bytes)) {
        refused.push(basename(path));
        expected.delete(path);
        continue;
      }
      const facts = captureFactsOf(await readCaptureTags(bytes), 0);
      read.set(path, facts.date ? `${formatDate(facts.date)} ${formatTime(facts.date)}` : null);
      if (facts.date) expect(facts.dateSource).toBe("exif");
    }
    // Every file at once, so a failure lists each one read differently.
    expect(Object.fromEntries(read)).toEqual(Object.fromEntries(expected));
    expect(refused.sort()).toEqual(["exiftool__CanonRaw.crw", "exiftool__SigmaDP2.x3f"]);
    // CR3 and RAF, whose dates exifr alone does not find, are among those read.
    expect([...read].filter(([p, date]) => /\.(cr3|raf)$/u.test(p) && date).length).toBe(2);
  }, 60_000);

  it("reads a TIFF-based photo handed over as a file, as the page has it, as whole bytes are read", async () => {
    // exifr reads a file's TIFF structure from its first 64 KB only: this DNG keeps IFD0 after its tiles.
    const tiffBased = photos.filter((path) =>
      /^(II\*\0|MM\0\*)/u.test(readFileSync(path).subarray(0, 4).toString("latin1")),
    );
    expect(tiffBased.map((path) => basename(path))).toContain("photoprism__canon_eos_6d.dng");
    for (const path of tiffBased) {
      const bytes = new Uint8Array(readFileSync(path));
      const file = new File([bytes], basename(path), { lastModified: 0 });
      expect(captureFactsOf(await readCaptureTags(file), 0), basename(path)).toEqual(
        captureFactsOf(await readCaptureTags(bytes), 0),
      );
    }
    const dng = tiffBased.find((path) => path.endsWith("photoprism__canon_eos_6d.dng")) ?? "";
    const facts = captureFactsOf(await readCaptureTags(new File([readFileSync(dng)], "eos6d.dng")), 0);
    expect(facts).toMatchObject({ dateSource: "exif", camera: "Canon EOS 6D" });
    expect(facts.date).toMatchObject({ year: 2019, month: 6, day: 6 });
  });

  it("keeps the camera clock's time and its offset, then falls back to CreateDate and the file's time", () => {
    expect(parseStamp("2021:06:14 09:05:33", "+02:00")).toEqual({
      year: 2021,
      month: 6,
      day: 14,
      hour: 9,
      minute: 5,
      second: 33,
      offset: "+02:00",
    });
    expect(parseStamp("2007-04-19T11:03:15-06:00")?.offset).toBe("-06:00");
    expect(parseStamp("0000:00:00 00:00:00")).toBeUndefined();
    expect(
      captureFactsOf({ CreateDate: "2020:01:02 03:04:05", Make: "Canon", Model: "Canon EOS R5" }, 0),
    ).toEqual({
      date: { year: 2020, month: 1, day: 2, hour: 3, minute: 4, second: 5 },
      dateSource: "exif",
      camera: "Canon EOS R5",
    });
    const modified = new Date(2019, 4, 6, 7, 8, 9).getTime();
    expect(captureFactsOf({}, modified)).toEqual({
      date: { year: 2019, month: 5, day: 6, hour: 7, minute: 8, second: 9 },
      dateSource: "file",
    });
  });
});
