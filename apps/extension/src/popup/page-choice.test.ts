import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PageImage } from "../page-images/collect-page-images";
import { batchLimit, canTick, firstImages, imageName, keepWithin } from "./page-choice";

const image = (src: string, alt = ""): PageImage => ({ src, width: 800, height: 600, alt });

describe("the page's images a batch takes", () => {
  it("keeps the user's ticks when the allowance is read again, and only drops those past a lower limit", () => {
    const images = Array.from({ length: 5 }, (_, i) => image(`https://example.com/${i}.jpg`));
    const src = (i: number) => `https://example.com/${i}.jpg`;
    // Two of five unticked; a photo charged elsewhere leaves room for four.
    const ticked = new Set([src(0), src(2), src(4)]);
    expect(keepWithin(images, ticked, 4)).toBe(ticked);
    // Room for two: the first two ticks in the list stay, none the user unticked comes back.
    expect([...keepWithin(images, ticked, 2)]).toEqual([src(0), src(2)]);
    fc.assert(
      fc.property(fc.subarray([0, 1, 2, 3, 4]), fc.nat(6), (picked, limit) => {
        const kept = keepWithin(images, new Set(picked.map(src)), limit);
        expect(kept.size).toBe(Math.min(picked.length, limit));
        for (const s of kept) expect(picked.map(src)).toContain(s);
      }),
    );
  });

  it("ticks only as many images as the plan's batch takes, the largest first as listed", () => {
    const images = Array.from({ length: 30 }, (_, i) => image(`https://example.com/${i}.jpg`));
    const chosen = firstImages(images, 20);
    expect(chosen.size).toBe(20);
    expect(chosen.has("https://example.com/0.jpg")).toBe(true);
    expect(chosen.has("https://example.com/20.jpg")).toBe(false);
  });

  it.each([
    // [batch cap, left this month, the most ticked]
    [20, 25, 20],
    [20, 5, 5],
    [20, 20, 20],
    [20, 0, 0],
    [500, 9_990, 500],
  ])("ticks at most what the month still allows: cap %i, %i left → %i", (cap, remaining, most) => {
    const images = Array.from({ length: 30 }, (_, i) => image(`https://example.com/${i}.jpg`));
    const limit = batchLimit(cap, remaining);
    expect(limit).toBe(most);
    const chosen = firstImages(images, limit);
    expect(chosen.size).toBe(Math.min(images.length, most));
    expect(canTick(chosen, "https://example.com/29.jpg", limit)).toBe(chosen.size < most);
  });

  it("lets no image be ticked past the batch cap, and any ticked one be unticked", () => {
    fc.assert(
      fc.property(
        // Any distinct addresses do: what is ticked does not depend on their shape (fc.webUrl took seconds a
        // run on a loaded machine).
        fc
          .uniqueArray(fc.nat(), { minLength: 1, maxLength: 40 })
          .map((ids) => ids.map((id) => `https://example.com/${id}.jpg`)),
        fc.integer({ min: 1, max: 25 }),
        (urls, cap) => {
          const chosen = firstImages(
            urls.map((u) => image(u)),
            cap,
          );
          expect(chosen.size).toBe(Math.min(urls.length, cap));
          for (const url of urls) {
            expect(canTick(chosen, url, cap)).toBe(chosen.has(url) || chosen.size < cap);
          }
        },
      ),
    );
  });
});

describe("how a page image is called in the list and in messages", () => {
  it("by its alt text, else its file name, else its size: never a data: address", () => {
    expect(imageName(image("https://example.com/a/beach%20day.jpg", "Our beach day"))).toBe("Our beach day");
    expect(imageName(image("https://example.com/a/beach%20day.jpg?w=800"))).toBe("beach day.jpg");
    expect(imageName(image(`data:image/png;base64,${"A".repeat(5000)}`))).toBe("800 × 600 image");
    expect(imageName(image("https://example.com/"))).toBe("800 × 600 image");
  });
});
