import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extensionDownloadPath, writtenDownloadPath } from "./extension.ts";

describe("writtenDownloadPath", () => {
  it("says the name the browser gave a file it would otherwise have overwritten", () => {
    expect(writtenDownloadPath("organized_photos.zip", "/home/ann/Downloads/organized_photos (1).zip")).toBe(
      "organized_photos (1).zip",
    );
    expect(
      writtenDownloadPath(
        "Photo Organizer/Animals/cat.jpg",
        "C:\\Users\\Ann\\Downloads\\Photo Organizer\\Animals\\cat (2).jpg",
      ),
    ).toBe("Photo Organizer/Animals/cat (2).jpg");
  });

  it("keeps the requested folders and takes the written file's name, whatever the download folder", () => {
    const segment = fc.stringMatching(/^[^/\\]+$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 3 }),
        fc.array(segment, { maxLength: 3 }),
        segment,
        segment,
        fc.constantFrom("/", "\\"),
        (downloads, folders, requestedName, writtenName, separator) => {
          const requested = [...folders, requestedName].join("/");
          const written = ["", ...downloads, ...folders, writtenName].join(separator);
          expect(writtenDownloadPath(requested, written)).toBe([...folders, writtenName].join("/"));
        },
      ),
    );
  });

  it("is the requested path when the browser kept the name", () => {
    const requested = extensionDownloadPath("Nature/sunset.jpg");
    expect(writtenDownloadPath(requested, `/tmp/d/${requested}`)).toBe(requested);
  });
});
