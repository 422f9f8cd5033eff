import { describe, expect, it } from "vitest";
import { filterByQuery, searchTerms } from "./search-help";

const items = [
  { title: "Uploading Photos", body: "JPG and PNG up to 15MB" },
  { title: "Account Management", body: "Plans, usage and sign-in" },
];
const text = (i: (typeof items)[number]) => [i.title, i.body];

describe("help search", () => {
  it.each([
    ["", ["Uploading Photos", "Account Management"]],
    ["   ", ["Uploading Photos", "Account Management"]],
    ["png", ["Uploading Photos"]],
    ["USAGE", ["Account Management"]],
    ["photos 15mb", ["Uploading Photos"]],
    ["photos usage", []],
    ["heic", []],
  ])("%j keeps %j", (query, titles) => {
    expect(filterByQuery(items, query, text).map((i) => i.title)).toEqual(titles);
  });

  it("splits on any whitespace", () => {
    expect(searchTerms("  Zip\tdownload ")).toEqual(["zip", "download"]);
  });
});
