// @vitest-environment node
import { MESSAGES } from "@photo-organizer/core";
import { hasFormatSamples, sample } from "@photo-organizer/core/testing/format-samples";
import { describe, expect, it } from "vitest";
import { decodePhoto, UnreadablePhotoError } from "./decode-photo";
import { unreadableMessage } from "./unreadable-message";

/** Why decodePhoto refused the file (Node has no image decoders: a file that passes its checks fails later). */
async function refusal(bytes: Uint8Array) {
  const error = await decodePhoto(new Blob([bytes.slice()]), 512).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UnreadablePhotoError);
  return (error as UnreadablePhotoError).reason;
}

describe.skipIf(!hasFormatSamples)("decodePhoto: a file cut short", () => {
  it.each([
    "corrupt/libvips__truncated.jpg",
    "corrupt/lovell__truncated.jpg",
    "corrupt/python-pillow__truncated_jpeg.jpg",
    "corrupt/libvips__truncated.gif",
    "corrupt/lovell__truncated.png",
    // Pillow keeps only the metadata of this Ultra HDR photo: it stops right after its scan header.
    "jpeg-variants/python-pillow__ultrahdr.jpg",
  ])("%s is unreadable as incomplete, before a browser can draw part of it", async (path) => {
    expect(await refusal(sample(path))).toEqual({ kind: "incomplete" });
  });

  it.each([
    ["a JPEG", "exif-gps/ianare__DSCN0010.jpg"],
    ["a GIF", "gif/python-pillow__hopper.gif"],
    ["a PNG", "png/libvips__rgba.png"],
    ["a TIFF", "tiff/MikeKovarik__tif-with-iptc-icc-xmp.tif"],
    ["a HEIC", "heic/photoprism__iphone_15_pro.heic"],
  ])(
    "%s cut in half is unreadable as incomplete; whole, it is not",
    async (_, path) => {
      const whole = sample(path);
      expect(await refusal(whole.subarray(0, Math.floor(whole.length / 2)))).toEqual({ kind: "incomplete" });
      const reason = await decodePhoto(new Blob([whole.slice()]), 96).then(
        () => null,
        (e: unknown) => (e instanceof UnreadablePhotoError ? e.reason : null),
      );
      expect(reason?.kind).not.toBe("incomplete");
    },
    30_000,
  );

  it("says a RAW cut inside its preview is incomplete, rather than describing a smaller preview", async () => {
    // The DNG's 1024-pixel preview runs from byte 145,584 to 203,485; its 256-pixel thumbnail lies before it.
    const whole = sample("raw/photoprism__canon_eos_6d.dng");
    expect(await refusal(whole.subarray(0, 180_000))).toEqual({ kind: "incomplete" });
  });

  it("still says a bomb is too large rather than incomplete", async () => {
    expect((await refusal(sample("bombs/python-pillow__decompression_bomb.gif"))).kind).toBe(
      "too_many_pixels",
    );
  });
});

describe("unreadableMessage", () => {
  it("tells the user a file cut short is incomplete, and that it is in Unsorted unchanged", () => {
    expect(unreadableMessage("IMG_0001.jpg", { kind: "incomplete" })).toBe(
      MESSAGES.photoIncomplete("IMG_0001.jpg"),
    );
    expect(MESSAGES.photoIncomplete("IMG_0001.jpg")).toBe(
      "IMG_0001.jpg is incomplete (the file ends before its picture does), so it is in Unsorted unchanged.",
    );
  });
});
