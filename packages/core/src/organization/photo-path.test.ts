import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "../catalogue/category-names.ts";
import { MAX_NAME_LENGTH, zipEntryPath } from "../naming/file-names.ts";
import { createPathAllocator } from "../naming/path-allocator.ts";
import { FOLDER_TOKENS, MAX_FOLDER_LEVELS, MAX_PATTERN_LENGTH, NAME_TOKENS } from "./patterns.ts";
import {
  type CaptureDate,
  cameraName,
  createPathRenderer,
  duplicateEntryPath,
  MAX_PATTERN_NAME_LENGTH,
  sidecarPath,
} from "./photo-path.ts";

const june14: CaptureDate = {
  year: 2021,
  month: 6,
  day: 14,
  hour: 9,
  minute: 5,
  second: 33,
  offset: "+02:00",
};
const leopard = { folder: "Animals", description: "A snow leopard on a rock.", originalName: "IMG_0042.JPG" };

describe("createPathRenderer", () => {
  it("files by year and names by date with the user's patterns", () => {
    const render = createPathRenderer({
      folderPattern: "{year}/{category}",
      namePattern: "{date}_{description}",
    });
    expect(render({ ...leopard, date: june14 })).toBe("2021/Animals/2021-06-14_snow_leopard_on_a_rock.jpg");
    expect(render({ ...leopard, folder: "Pets & Wildlife", date: june14 })).toBe(
      "2021/Pets_Wildlife/2021-06-14_snow_leopard_on_a_rock.jpg",
    );
  });

  it("renders every token", () => {
    const render = createPathRenderer({
      folderPattern: "{camera}/{year}-{month} {month_name}/{day}",
      namePattern: "{time}-{original}-{camera}-{category}",
    });
    expect(render({ ...leopard, date: june14, camera: "Canon EOS R5" })).toBe(
      "Canon_EOS_R5/2021-06_June/14/09-05-33-IMG_0042-Canon_EOS_R5-Animals.jpg",
    );
  });

  it("puts photos without a date in Unknown_date, never in 1970, and leaves their date out of the name", () => {
    const render = createPathRenderer({
      folderPattern: "{year}/{month}/{category}",
      namePattern: "{date}_{description}",
    });
    expect(render(leopard)).toBe("Unknown_date/Animals/snow_leopard_on_a_rock.jpg");
    const byCategory = createPathRenderer({
      folderPattern: "{category}/{year}-{month}",
      namePattern: "{description}",
    });
    expect(byCategory(leopard)).toBe("Animals/Unknown_date/snow_leopard_on_a_rock.jpg");
  });

  it("keeps what a level says besides the date when a photo has none", () => {
    const render = createPathRenderer({
      folderPattern: "{year}-{month}_{category}/{month_name} {camera}",
      namePattern: "{description}",
    });
    expect(render({ ...leopard, camera: "Canon EOS R5" })).toBe(
      "Unknown_date_Animals/Canon_EOS_R5/snow_leopard_on_a_rock.jpg",
    );
    expect(render({ ...leopard, date: june14, camera: "Canon EOS R5" })).toBe(
      "2021-06_Animals/June_Canon_EOS_R5/snow_leopard_on_a_rock.jpg",
    );
    const trip = createPathRenderer({
      folderPattern: "Trip {year}/{category}",
      namePattern: "{description}",
    });
    expect(trip(leopard)).toBe("Unknown_date/Animals/snow_leopard_on_a_rock.jpg");
    const byCamera = createPathRenderer({ folderPattern: "{year}_{camera}", namePattern: "{description}" });
    expect(byCamera(leopard)).toBe("Unknown_date_Unknown_camera/snow_leopard_on_a_rock.jpg");
  });

  it("puts photos without a camera in Unknown_camera, keeping the rest of a level that says more", () => {
    const render = createPathRenderer({ folderPattern: "{camera}", namePattern: "{description}" });
    expect(render(leopard)).toBe("Unknown_camera/snow_leopard_on_a_rock.jpg");
    const mixed = createPathRenderer({ folderPattern: "{camera}_{category}", namePattern: "{description}" });
    expect(mixed(leopard)).toBe("Unknown_camera_Animals/snow_leopard_on_a_rock.jpg");
    expect(mixed({ ...leopard, folder: "Food" })).toBe("Unknown_camera_Food/snow_leopard_on_a_rock.jpg");
  });

  it("keeps the 40-character cut of the description and guards device names", () => {
    const render = createPathRenderer({ folderPattern: "{camera}", namePattern: "{original}" });
    expect(render({ ...leopard, camera: "CON", originalName: "nul.jpg" })).toBe("CON_photo/nul_photo.jpg");
    const dated = createPathRenderer({ folderPattern: "{category}", namePattern: "{date}_{description}" });
    const long = "A very long description of a mountain lake at sunset with pines";
    expect(dated({ ...leopard, description: long, date: june14 })).toBe(
      "Animals/2021-06-14_very_long_description_of_a_mountain_lake.jpg",
    );
  });

  it("with the default patterns gives exactly today's path", () => {
    const render = createPathRenderer({ folderPattern: "{category}", namePattern: "{description}" });
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...CATEGORY_NAMES), fc.string()),
        fc.string({ unit: "grapheme" }),
        fc.string(),
        (folder, description, originalName) => {
          expect(render({ folder, description, originalName })).toBe(
            zipEntryPath(folder, description, originalName),
          );
        },
      ),
    );
  });
});

const UNSAFE = /[<>:"/\\|?*\p{Cc}\p{Cf}\p{Cs}]/u;
const DEVICE = /^(?:con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/iu;

const folderPattern = fc
  .array(
    fc
      .array(
        fc.oneof(
          fc.constantFrom(...FOLDER_TOKENS.map((t) => `{${t}}`)),
          fc.constantFrom("-", "_", " ", "Photos"),
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .map((pieces) => pieces.join(""))
      .filter((level) => level.trim() !== ""),
    { minLength: 1, maxLength: MAX_FOLDER_LEVELS },
  )
  .map((levels) => levels.join("/"))
  // Settings refuse a longer pattern, so the renderer never sees one.
  .filter((pattern) => pattern.length <= MAX_PATTERN_LENGTH);
const namePattern = fc
  .array(
    fc.oneof(fc.constantFrom(...NAME_TOKENS.map((t) => `{${t}}`)), fc.constantFrom("-", "_", " ", "x")),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .map((pieces) => pieces.join(""))
  .filter((pattern) => pattern.trim() !== "" && pattern.length <= MAX_PATTERN_LENGTH);
const captureDate = fc.record({
  year: fc.integer({ min: 1826, max: 2100 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 31 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
  second: fc.integer({ min: 0, max: 59 }),
});
const photo = fc.record({
  folder: fc.oneof(fc.constantFrom(...CATEGORY_NAMES), fc.string({ unit: "grapheme" })),
  description: fc.string({ unit: "grapheme" }),
  originalName: fc.oneof(fc.string({ unit: "grapheme" }), fc.constantFrom("IMG_1.HEIC", "CON.jpg", " .jpg")),
  date: fc.option(captureDate, { nil: undefined }),
  camera: fc.option(fc.oneof(fc.string({ unit: "grapheme" }), fc.constantFrom("Apple iPhone 15", "LPT1")), {
    nil: undefined,
  }),
});

describe("any valid pattern, any photo", () => {
  it("gives a Windows-safe path within the length limits, unique in its batch", () => {
    fc.assert(
      fc.property(
        folderPattern,
        namePattern,
        fc.array(photo, { minLength: 1, maxLength: 8 }),
        (folders, name, photos) => {
          const render = createPathRenderer({ folderPattern: folders, namePattern: name });
          const allocate = createPathAllocator();
          const paths = photos.map((p) => allocate(render(p)));
          expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
          for (const [i, path] of paths.entries()) {
            const parts = path.split("/");
            expect(parts.length).toBeGreaterThanOrEqual(2);
            expect(parts.length).toBeLessThanOrEqual(MAX_FOLDER_LEVELS + 1);
            expect(path.length).toBeLessThanOrEqual(255);
            for (const part of parts) {
              expect(part).not.toBe("");
              expect(part).not.toMatch(UNSAFE);
              expect(part).not.toMatch(/[. ]$/u);
              expect(part.split(".")[0]).not.toMatch(DEVICE);
            }
            for (const level of parts.slice(0, -1))
              expect(Array.from(level).length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
            const file = parts.at(-1) as string;
            expect(Array.from(file.slice(0, file.lastIndexOf("."))).length).toBeLessThanOrEqual(
              MAX_PATTERN_NAME_LENGTH,
            );
            if (!photos[i]?.date) expect(path).not.toMatch(/1970/u);
          }
        },
      ),
    );
  });
});

describe("helpers", () => {
  it("names the camera once", () => {
    expect(cameraName("Canon", "Canon EOS R5")).toBe("Canon EOS R5");
    expect(cameraName("Apple", "iPhone 15 Pro")).toBe("Apple iPhone 15 Pro");
    expect(cameraName(undefined, " ")).toBeUndefined();
    expect(cameraName("NIKON CORPORATION", undefined)).toBe("NIKON CORPORATION");
  });

  it("puts duplicates under their own name and sidecars beside their photo", () => {
    expect(duplicateEntryPath("IMG_1.JPG")).toBe("Duplicates/IMG_1.JPG");
    expect(sidecarPath("2021/Animals/cat.jpg")).toBe("2021/Animals/cat.jpg.xmp");
  });
});
