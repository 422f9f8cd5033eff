import { type CaptureDate, formatDate } from "./photo-path.ts";

/**
 * An XMP sidecar (#21) so photo managers (darktable, digiKam, Immich, Lightroom) pick up what we found
 * without touching the original: the description as `dc:description`, the folder as a `dc:subject` keyword
 * and the capture date as `xmp:CreateDate` and `photoshop:DateCreated`.
 */

export interface SidecarFacts {
  readonly description: string;
  /** Keywords, e.g. the photo's folder; empty ones are left out */
  readonly keywords: readonly string[];
  readonly date?: CaptureDate;
}

/** Characters XML 1.0 does not allow at all (not even escaped): controls but tab and line ends (C1 controls too, which it discourages), lone surrogates, U+FFFE/U+FFFF. */
const NOT_XML = /(?![\t\n\r])\p{Cc}|[\uFFFE\uFFFF]|\p{Cs}/gu;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

const pad = (value: number) => String(value).padStart(2, "0");

/** XMP's date: 2024-06-14T09:05:33+02:00 (the offset only when the photo gave one). */
export function xmpDate(date: CaptureDate): string {
  return `${formatDate(date)}T${pad(date.hour)}:${pad(date.minute)}:${pad(date.second)}${date.offset ?? ""}`;
}

export function xmpSidecar(facts: SidecarFacts): string {
  const keywords = [...new Set(facts.keywords.map((k) => k.trim()).filter((k) => k !== ""))];
  const lines = [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '  <rdf:Description rdf:about=""',
    '    xmlns:dc="http://purl.org/dc/elements/1.1/"',
    '    xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    `    xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"${facts.date ? "" : ">"}`,
    ...(facts.date
      ? [`    xmp:CreateDate="${xmpDate(facts.date)}"`, `    photoshop:DateCreated="${xmpDate(facts.date)}">`]
      : []),
    "   <dc:description>",
    "    <rdf:Alt>",
    `     <rdf:li xml:lang="x-default">${escapeXml(facts.description)}</rdf:li>`,
    "    </rdf:Alt>",
    "   </dc:description>",
    ...(keywords.length
      ? [
          "   <dc:subject>",
          "    <rdf:Bag>",
          ...keywords.map((k) => `     <rdf:li>${escapeXml(k)}</rdf:li>`),
          "    </rdf:Bag>",
          "   </dc:subject>",
        ]
      : []),
    "  </rdf:Description>",
    " </rdf:RDF>",
    "</x:xmpmeta>",
    '<?xpacket end="w"?>',
  ];
  return `${lines.join("\n")}\n`;
}
