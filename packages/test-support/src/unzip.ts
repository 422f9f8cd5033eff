import { crc32, inflateRawSync } from "node:zlib";
import { MANIFEST_FILE_NAME, parseCsv } from "@photo-organizer/core";

/** One entry of a ZIP archive, read from its central directory. */
export type ZipEntry = { name: string; data: Buffer };

const EOCD = 0x06054b50;
const ZIP64_EOCD_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * A minimal ZIP reader for the tests: central directory (Zip64 included), stored or deflated entries, each
 * checked against its CRC-32 as an unzip program would. Throws on anything it does not understand or that
 * does not check out, so a malformed archive fails the test.
 */
export function readZip(zip: Buffer): ZipEntry[] {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error("not a ZIP: no end of central directory");
  let count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const locator = eocd - 20;
  if (locator >= 0 && zip.readUInt32LE(locator) === ZIP64_EOCD_LOCATOR) {
    const z64 = Number(zip.readBigUInt64LE(locator + 8));
    if (zip.readUInt32LE(z64) !== ZIP64_EOCD) throw new Error("bad Zip64 end of central directory");
    count = Number(zip.readBigUInt64LE(z64 + 32));
    offset = Number(zip.readBigUInt64LE(z64 + 48));
  }
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(offset) !== CENTRAL) throw new Error(`bad central directory entry ${n}`);
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    let compressedSize = zip.readUInt32LE(offset + 20);
    let size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    let localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString("utf8", offset + 46, offset + 46 + nameLength);
    // Zip64 extra field: the 0xFFFFFFFF values follow in this order.
    let extra = offset + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = zip.readUInt16LE(extra);
      const length = zip.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let p = extra + 4;
        if (size === 0xffffffff) {
          size = Number(zip.readBigUInt64LE(p));
          p += 8;
        }
        if (compressedSize === 0xffffffff) {
          compressedSize = Number(zip.readBigUInt64LE(p));
          p += 8;
        }
        if (localOffset === 0xffffffff) localOffset = Number(zip.readBigUInt64LE(p));
      }
      extra += 4 + length;
    }
    if (zip.readUInt32LE(localOffset) !== LOCAL) throw new Error(`bad local header for ${name}`);
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    let data: Buffer;
    if (method === 0) data = Buffer.from(raw);
    else if (method === 8) data = inflateRawSync(raw);
    else throw new Error(`unsupported compression method ${method} for ${name}`);
    if (data.length !== size) throw new Error(`size mismatch for ${name}`);
    if (crc32(data) !== crc) throw new Error(`CRC-32 mismatch for ${name}`);
    entries.push({ name, data });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export type ManifestRecord = Partial<Record<string, string>> & { zip_path: string; description: string };

/** manifest.csv as one record per row, keyed by the header's column names. */
export function manifestOf(zip: ZipEntry[]): ManifestRecord[] {
  const entry = zip.find((e) => e.name === MANIFEST_FILE_NAME);
  if (!entry) throw new Error("no manifest.csv in the ZIP");
  const [header = [], ...rows] = parseCsv(entry.data.toString("utf8"));
  return rows.map(
    (row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""])) as ManifestRecord,
  );
}
