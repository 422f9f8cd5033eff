import { afterEach, describe, expect, it, vi } from "vitest";
import { imageFile } from "../lib/fetch-page-images";
import { fetchImage, lastModifiedOf } from "./image-source";

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);

describe("a web image's date", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the server's Last-Modified, as the photo's file date", async () => {
    const sent = "Tue, 14 May 2024 08:30:00 GMT";
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response(jpeg, { headers: { "content-type": "image/jpeg", "last-modified": sent } }),
      ),
    );
    const source = await fetchImage("https://photos.example.com/beach.jpg", undefined);
    expect(source?.lastModified).toBe(Date.parse(sent));
    const file = imageFile(source ?? { name: "", mime: "", bytes: jpeg });
    expect(file.lastModified).toBe(Date.parse(sent));
    expect(file.name).toBe("beach.jpg");
  });

  it("is the moment of the download when the server sent none, as before", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(jpeg, { headers: { "content-type": "image/jpeg" } })),
    );
    const before = Date.now();
    const source = await fetchImage("https://photos.example.com/beach.jpg", undefined);
    expect(source?.lastModified).toBeUndefined();
    const file = imageFile(source ?? { name: "", mime: "", bytes: jpeg });
    expect(file.lastModified).toBeGreaterThanOrEqual(before);
  });

  it.each([
    [null, undefined],
    ["", undefined],
    ["not a date", undefined],
    ["Thu, 01 Jan 1970 00:00:00 GMT", undefined],
    ["Wed, 21 Oct 2015 07:28:00 GMT", Date.UTC(2015, 9, 21, 7, 28)],
  ])("reads Last-Modified %j as %j", (header, ms) => {
    expect(lastModifiedOf(header)).toBe(ms);
  });
});
