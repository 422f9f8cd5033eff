import { EXTENSION_COPY } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { outcomeMessage } from "./image-outcome";

describe("what the notification says after 'Organize this image'", () => {
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
