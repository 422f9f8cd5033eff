// @vitest-environment node
// Node's File and Blob, which stream as browsers' do (jsdom's cannot).
import { createReview, MANIFEST_FILE_NAME, movePhotos, renamePhoto } from "@photo-organizer/core";
import { readZip } from "@photo-organizer/test-support/unzip";
import { describe, expect, it } from "vitest";
import { rememberFormat } from "../lib/file-formats";
import { analysed, notAnalysed } from "../lib/photo-step";
import { zipStream } from "../zip/zip-stream";
import { duplicatesOf, reviewBatchOf } from "./review-batch";
import { reviewedZipStream } from "./reviewed-zip";

const bytes = (n: number) => Uint8Array.from({ length: 300 + n }, (_, i) => (i * 3 + n) % 256);
const files = [
  new File([bytes(1)], "IMG_1.JPG"),
  new File([bytes(2)], "Scan 2.png"),
  new File([bytes(3)], "c.jpg"),
];
const results = [
  analysed(0, files[0] as File, { description: "A dog on a beach", category: "Animals" }),
  notAnalysed(1, files[1] as File, new Error("The image service is busy")),
  analysed(2, files[2] as File, { description: "A dog on a beach", category: "Animals" }),
];

async function* arriving() {
  yield* results;
}

const unzip = async (stream: ReadableStream<Uint8Array>) =>
  readZip(Buffer.from(await new Response(stream).arrayBuffer()));

describe("reviewedZipStream", () => {
  it("writes the batch's duplicates after a review too, from the bytes of the photo each repeats", async () => {
    // Read as a JPEG when it was selected: its copy is one too.
    rememberFormat(files[0] as File, { type: "jpeg", name: "jpeg" });
    const copy = new File([bytes(1)], "IMG_1 copy.JPG", { lastModified: Date.UTC(2023, 1, 2) });
    const batch = reviewBatchOf(results, false, {
      duplicates: [{ file: copy, of: 0, path: "Duplicates/IMG_1 copy.JPG" }],
    });
    // After a reload only the kept photos' originals are selected again: the copy's bytes are IMG_1's.
    const duplicates = duplicatesOf(batch, batch.files);
    expect(duplicates.map((d) => [d.file.name, d.file.lastModified, d.of, d.path])).toEqual([
      ["IMG_1 copy.JPG", Date.UTC(2023, 1, 2), 0, "Duplicates/IMG_1 copy.JPG"],
    ]);
    const review = createReview(batch.inputs);
    const moved = movePhotos(review, [0], "Travel").state;
    const originals = batch.photos.map((p, i) => ({ file: batch.files[i] as File, status: p.status }));
    const entries = await unzip(reviewedZipStream(moved.photos, originals, { duplicates }));
    const names = entries.map((e) => e.name);
    expect(names).toContain("Duplicates/IMG_1 copy.JPG");
    const at = names.indexOf("Duplicates/IMG_1 copy.JPG");
    expect(entries[at]?.data.equals(Buffer.from(bytes(1)))).toBe(true);
    const manifest = entries.at(-1)?.data.toString("utf8") ?? "";
    expect(manifest).toMatch(
      /IMG_1 copy\.JPG,Duplicates\/IMG_1 copy\.JPG,,,duplicate,jpeg,.*Travel\/[^,]+\.jpg\r\n/,
    );
  });

  it("writes an unchanged review exactly as the streamed ZIP: same paths, same bytes", async () => {
    const batch = reviewBatchOf(results, false);
    const review = createReview(batch.inputs);
    const originals = batch.photos.map((p, i) => ({ file: batch.files[i] as File, status: p.status }));
    const reviewed = await unzip(reviewedZipStream(review.photos, originals));
    const streamed = await unzip(zipStream(arriving()));
    expect(reviewed.map((e) => e.name)).toEqual(streamed.map((e) => e.name));
    reviewed.slice(0, 3).forEach((entry, i) => {
      expect(entry.data.equals(streamed[i]?.data as Buffer)).toBe(true);
    });
  });

  it("puts moved and renamed photos where the user said, and says so in the manifest", async () => {
    const batch = reviewBatchOf(results, false);
    const moved = movePhotos(createReview(batch.inputs), [2], "Travel").state;
    const renamed = renamePhoto(moved, 0, "Rex at the sea");
    const originals = batch.photos.map((p, i) => ({ file: batch.files[i] as File, status: p.status }));
    const entries = await unzip(reviewedZipStream(renamed?.photos ?? [], originals));
    expect(entries.map((e) => e.name)).toEqual([
      "Animals/Rex_at_the_sea.jpg",
      "Unsorted/Scan 2.png",
      expect.stringMatching(/^Travel\//),
      MANIFEST_FILE_NAME,
    ]);
    expect(entries[0]?.data.equals(Buffer.from(bytes(1)))).toBe(true);
    const manifest = entries[3]?.data.toString("utf8").split("\r\n") ?? [];
    expect(manifest[0]).toMatch(/,changed_by_user$/);
    expect(manifest[1]).toMatch(
      /^IMG_1\.JPG,Animals\/Rex_at_the_sea\.jpg,Animals,A dog on a beach,ok,.*,yes$/,
    );
    expect(manifest[2]).toMatch(/^Scan 2\.png,Unsorted\/Scan 2\.png,Unsorted,,failed,.*,no$/);
  });
});

describe("a batch under the account's settings (#21)", () => {
  const layout = {
    folderPattern: "{year}/{category}",
    namePattern: "{date}_{description}",
    date: { year: 2024, month: 6, day: 14, hour: 9, minute: 5, second: 33, offset: "+02:00" },
    dateSource: "exif" as const,
    sidecars: true,
  };
  const settled = [
    analysed(0, files[0] as File, {
      description: "A dog on a beach",
      category: "Animals",
      folder: "Dogs",
      layout,
    }),
    notAnalysed(1, files[1] as File, new Error("The image service is busy")),
  ];
  async function* settledArriving() {
    yield* settled;
  }

  it("writes the same patterned paths and sidecars in the streamed and the reviewed ZIP, and after a move", async () => {
    const streamed = await unzip(zipStream(settledArriving()));
    expect(streamed.map((e) => e.name)).toEqual([
      "2024/Dogs/2024-06-14_dog_on_a_beach.jpg",
      "2024/Dogs/2024-06-14_dog_on_a_beach.jpg.xmp",
      "Unsorted/Scan 2.png",
      MANIFEST_FILE_NAME,
    ]);
    const xmp = streamed[1]?.data.toString("utf8") ?? "";
    expect(xmp).toContain("A dog on a beach");
    expect(xmp).toContain('xmp:CreateDate="2024-06-14T09:05:33+02:00"');
    const manifest = streamed[3]?.data.toString("utf8") ?? "";
    expect(manifest.split("\r\n")[0]).toBe(
      "original_name,zip_path,category,description,status,format,date,date_source",
    );
    expect(manifest).toContain(",2024-06-14T09:05:33+02:00,exif\r\n");

    const batch = reviewBatchOf(settled, false);
    const originals = batch.photos.map((p, i) => ({ file: batch.files[i] as File, status: p.status }));
    const review = createReview(batch.inputs);
    const reviewed = await unzip(reviewedZipStream(review.photos, originals));
    expect(reviewed.map((e) => e.name)).toEqual(streamed.map((e) => e.name));
    expect(reviewed[0]?.data.equals(Buffer.from(bytes(1)))).toBe(true);

    const moved = movePhotos(review, [0], "Travel").state;
    const after = await unzip(reviewedZipStream(moved.photos, originals));
    expect(after.map((e) => e.name).slice(0, 2)).toEqual([
      "2024/Travel/2024-06-14_dog_on_a_beach.jpg",
      "2024/Travel/2024-06-14_dog_on_a_beach.jpg.xmp",
    ]);
  });
});
