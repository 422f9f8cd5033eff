import { EXTENSION_COPY, MENU_IMAGE_MAX_BYTES } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { menuImageRefusal, outcomeMessage } from "./image-outcome";

describe("what the notification says after 'Organize this image'", () => {
  it("says an image too large for the page's menu is to be chosen in the popup, before anything is charged", () => {
    expect(menuImageRefusal(MENU_IMAGE_MAX_BYTES)).toBeNull();
    const refusal = menuImageRefusal(58 * 1024 * 1024);
    expect(refusal).toEqual({ skipped: EXTENSION_COPY.imageTooLargeForMenu(45) });
    expect(outcomeMessage(refusal ?? { failed: "" })).toBe(
      'This image is over 45 MB, too large to organize from the page\'s menu. Save it, then choose it with "Choose photos" in the Photo Organizer window.',
    );
  });

  it("says where an analysed image was saved", () => {
    expect(outcomeMessage({ saved: "Photo Organizer/Animals/a_cat_on_a_sofa.jpg", failure: null })).toBe(
      "Saved to Downloads/Photo Organizer/Animals/a_cat_on_a_sofa.jpg",
    );
  });

  it("says an image the service could not analyse was saved under its own name, and why", () => {
    const message = outcomeMessage({
      saved: "Photo Organizer/Unsorted/IMG_0042.jpg",
      failure: "The image could not be decoded; the file may be damaged.",
    });
    expect(message).toBe(
      "Saved to Downloads/Photo Organizer/Unsorted/IMG_0042.jpg under its own name: it could not be analyzed. The image could not be decoded; the file may be damaged.",
    );
    expect(message).not.toBe(EXTENSION_COPY.savedImage("Photo Organizer/Unsorted/IMG_0042.jpg"));
  });

  it("says a file that is no image was skipped, in the site's words", () => {
    const skipped = "setup.exe was skipped: it is not a JPEG image.";
    expect(outcomeMessage({ skipped })).toBe(skipped);
  });

  it("says nothing was saved when the image could not be fetched", () => {
    expect(outcomeMessage({ failed: EXTENSION_COPY.imageUnreachable })).toBe(
      "The image was not organized: the extension could not download it from the page",
    );
  });
});
