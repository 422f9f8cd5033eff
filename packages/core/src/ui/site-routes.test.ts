import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentTitle, isSitePath, ROUTE_TITLES, SITE_PATHS } from "./site-routes.ts";

describe("site routes and their titles", () => {
  it("give every page its own title", () => {
    const titles = SITE_PATHS.map((path) => documentTitle(path, "P"));
    expect(new Set(titles).size).toBe(SITE_PATHS.length);
    expect(documentTitle("/features", "Photo Organizer")).toBe("Features · Photo Organizer");
  });

  it("know a page with a trailing slash, a query or a hash, and nothing else", () => {
    expect(isSitePath("/faq/")).toBe(true);
    expect(isSitePath("/upload?x=1#top")).toBe(true);
    expect(isSitePath("/nope")).toBe(false);
    expect(isSitePath("/faq/more")).toBe(false);
    expect(documentTitle("/nope", "P")).toBe("Page not found · P");
  });

  // Generating web paths and queries takes most of a second alone, past 5 s on a loaded machine.
  it("keep a page a page with a query or trailing slash, and a path below a page not found", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SITE_PATHS),
        fc.webSegment().filter((segment) => segment.length > 0),
        fc.webQueryParameters(),
        (path, segment, query) => {
          expect(isSitePath(`${path}/?${query}`)).toBe(true);
          const below = `${path === "/" ? "" : path}/${segment}`;
          expect(isSitePath(below)).toBe(Object.hasOwn(ROUTE_TITLES, below));
        },
      ),
      { numRuns: 30 },
    );
  }, 30_000);
});
