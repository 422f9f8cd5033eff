import { failedEntryPath, MESSAGES, UNSORTED_FOLDER, zipEntryPath } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { PhotoUnreadableError } from "../preview/preview-pool";
import { organizePhoto, type PhotoStepDeps } from "./photo-step";

const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "IMG_7.JPG", { type: "image/jpeg" });
const signal = new AbortController().signal;
const at = { index: 4, batchId: "b1" };

function deps(overrides: Partial<PhotoStepDeps> = {}): PhotoStepDeps {
  return {
    preview: async () => "cHJldmlldw==",
    analyze: async () => ({ description: "A red car by the sea.", category: "Vehicles" }),
    ...overrides,
  };
}

describe("organizePhoto", () => {
  it("sends the preview for analysis under its batch and key, then files and names the photo by it", async () => {
    const asked: unknown[] = [];
    const result = await organizePhoto(
      file,
      at,
      deps({
        analyze: async (_file, request) => {
          asked.push(request);
          return { description: "A red car by the sea.", category: "Vehicles" };
        },
      }),
      signal,
    );
    expect(asked).toEqual([{ base64Image: "cHJldmlldw==", batchId: "b1", photoKey: "4" }]);
    expect(result).toMatchObject({
      index: 4,
      file,
      status: "ok",
      failure: null,
      thumbnail: "cHJldmlldw==",
      folder: "Vehicles",
      path: zipEntryPath("Vehicles", "A red car by the sea.", "IMG_7.JPG"),
    });
  });

  it("keeps a photo whose preview cannot be made under its own name, as unreadable", async () => {
    const result = await organizePhoto(
      file,
      at,
      deps({
        preview: async () =>
          Promise.reject(new PhotoUnreadableError("Error: DECODER_ERROR 0x8", { kind: "damaged" })),
      }),
      signal,
    );
    expect(result).toMatchObject({
      status: "unreadable",
      // its row says why in our words, not the decoder's
      failure: MESSAGES.unreadableReason.damaged,
      analysis: null,
      thumbnail: null,
      folder: UNSORTED_FOLDER,
      path: failedEntryPath("IMG_7.JPG"),
    });
  });

  it("keeps the thumbnail and says why when the analysis fails or describes nothing", async () => {
    const failed = await organizePhoto(
      file,
      at,
      deps({ analyze: async () => Promise.reject(new Error("The image service is busy")) }),
      signal,
    );
    expect(failed).toMatchObject({
      status: "failed",
      failure: "The image service is busy",
      thumbnail: "cHJldmlldw==",
    });
    const empty = await organizePhoto(
      file,
      at,
      deps({ analyze: async () => ({ description: "  ", category: "Vehicles" }) }),
      signal,
    );
    expect(empty).toMatchObject({
      status: "failed",
      failure: MESSAGES.failedToGetDescription,
      analysis: null,
    });
  });

  it("files in the settings' folder and names by the account's patterns, with the photo's date", async () => {
    const result = await organizePhoto(
      file,
      at,
      deps({
        analyze: async () => ({
          description: "A red car by the sea.",
          category: "Vehicles",
          folder: "My Cars",
        }),
        layout: async () => ({
          folderPattern: "{year}/{category}",
          namePattern: "{date}_{description}",
          date: { year: 2024, month: 6, day: 14, hour: 9, minute: 5, second: 33 },
        }),
      }),
      signal,
    );
    expect(result).toMatchObject({
      status: "ok",
      folder: "My Cars",
      path: "2024/My_Cars/2024-06-14_red_car_by_the_sea.jpg",
    });
  });
});
