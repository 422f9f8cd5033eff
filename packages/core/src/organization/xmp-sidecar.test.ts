// @vitest-environment jsdom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { xmpSidecar } from "./xmp-sidecar.ts";

const RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";

// Core compiles without the DOM's types (it must not use them); the few this test needs from jsdom:
interface XmlElement {
  readonly textContent: string | null;
  getAttributeNS(namespace: string, name: string): string | null;
}
interface XmlDocument {
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
  getElementsByTagNameNS(namespace: string, name: string): ArrayLike<XmlElement>;
}
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument };
};

/** The sidecar parsed as namespaced XML (jsdom's DOMParser: any well-formedness error is a parsererror). */
function parse(xml: string): XmlDocument {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

const items = (document: XmlDocument) =>
  Array.from(document.getElementsByTagNameNS(RDF, "li")).map((li) => li.textContent);

describe("xmpSidecar", () => {
  it("carries the description, the folder as a keyword and the date", () => {
    const document = parse(
      xmpSidecar({
        description: 'Fish & chips <"fresh">',
        keywords: ["Food", "Trips"],
        date: { year: 2021, month: 6, day: 14, hour: 9, minute: 5, second: 33, offset: "+02:00" },
      }),
    );
    expect(items(document)).toEqual(['Fish & chips <"fresh">', "Food", "Trips"]);
    const [description] = Array.from(document.getElementsByTagNameNS(RDF, "Description"));
    expect(description?.getAttributeNS("http://ns.adobe.com/xap/1.0/", "CreateDate")).toBe(
      "2021-06-14T09:05:33+02:00",
    );
    expect(description?.getAttributeNS("http://ns.adobe.com/photoshop/1.0/", "DateCreated")).toBe(
      "2021-06-14T09:05:33+02:00",
    );
    expect(document.getElementsByTagNameNS("http://purl.org/dc/elements/1.1/", "subject")).toHaveLength(1);
  });

  it("leaves the date out when there is none", () => {
    const xml = xmpSidecar({ description: "A cat", keywords: ["Animals"] });
    expect(xml).not.toContain("CreateDate");
    expect(items(parse(xml))).toEqual(["A cat", "Animals"]);
  });

  it("is valid XML for any text, and keeps the text (less what XML cannot hold)", () => {
    const xmlText = (s: string) =>
      s.replace(/(?![\t\n\r])\p{Cc}|[\uFFFE\uFFFF]|\p{Cs}/gu, "").replace(/\r\n?/gu, "\n");
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 60 }),
        fc.array(fc.string({ unit: "binary", maxLength: 20 }), { maxLength: 3 }),
        (description, keywords) => {
          const [first] = items(parse(xmpSidecar({ description, keywords })));
          expect(first).toBe(xmlText(description));
        },
      ),
      { numRuns: 40 },
    );
  }, 30_000);
});
