/** The classic end record (no comment) and the Zip64 end record and locator, in bytes. */
const END = 22;
const ZIP64_END = 56;
const ZIP64_LOCATOR = 20;
const END_SIGNATURE = 0x06054b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
/** "version needed to extract": 4.5, Zip64 */
const ZIP64_VERSION = 45;

/**
 * The Zip64 end record and locator that carry an entry count the classic end record cannot (more than 65,535
 * entries), for an archive whose central directory of `cdSize` bytes starts at `cdOffset`.
 */
export function zip64EndRecords(entries: number, cdOffset: number, cdSize: number): Uint8Array {
  const out = new DataView(new ArrayBuffer(ZIP64_END + ZIP64_LOCATOR));
  out.setUint32(0, ZIP64_END_SIGNATURE, true);
  out.setBigUint64(4, BigInt(ZIP64_END - 12), true);
  out.setUint16(12, ZIP64_VERSION, true);
  out.setUint16(14, ZIP64_VERSION, true);
  out.setBigUint64(24, BigInt(entries), true);
  out.setBigUint64(32, BigInt(entries), true);
  out.setBigUint64(40, BigInt(cdSize), true);
  out.setBigUint64(48, BigInt(cdOffset), true);
  out.setUint32(ZIP64_END, ZIP64_LOCATOR_SIGNATURE, true);
  out.setBigUint64(ZIP64_END + 8, BigInt(cdOffset + cdSize), true);
  out.setUint32(ZIP64_END + 16, 1, true);
  return new Uint8Array(out.buffer);
}

/**
 * client-zip (2.5) writes Zip64 end records only past 4 GB: an archive of more than 65,535 smaller entries ends
 * with a classic end record whose count stops at 65,535, and strict readers then see only that many. This
 * passes the archive through and, in that case only, adds the Zip64 end record and locator with the true
 * count (`entries()`, read once the archive has ended) before the classic end record.
 */
export function withZip64EntryCount(
  zip: ReadableStream<Uint8Array>,
  entries: () => number,
): ReadableStream<Uint8Array> {
  // The last bytes are held back until the end: they are the end records, to be read (and maybe added to).
  const held = END + ZIP64_END + ZIP64_LOCATOR;
  let tail = new Uint8Array(0);
  return zip.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const joined = new Uint8Array(tail.length + chunk.length);
        joined.set(tail);
        joined.set(chunk, tail.length);
        const cut = Math.max(0, joined.length - held);
        if (cut > 0) controller.enqueue(joined.slice(0, cut));
        tail = joined.slice(cut);
      },
      flush(controller) {
        const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
        const end = tail.length - END;
        const classicOnly =
          end >= 0 &&
          view.getUint32(end, true) === END_SIGNATURE &&
          view.getUint16(end + 10, true) === 0xffff &&
          !(end >= ZIP64_LOCATOR && view.getUint32(end - ZIP64_LOCATOR, true) === ZIP64_LOCATOR_SIGNATURE);
        if (classicOnly) {
          const cdSize = view.getUint32(end + 12, true);
          const cdOffset = view.getUint32(end + 16, true);
          controller.enqueue(tail.slice(0, end));
          controller.enqueue(zip64EndRecords(entries(), cdOffset, cdSize));
          controller.enqueue(tail.slice(end));
        } else controller.enqueue(tail);
      },
    }),
  );
}
