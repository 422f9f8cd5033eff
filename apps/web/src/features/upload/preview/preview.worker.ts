/// <reference lib="webworker" />
import { differenceHash, orientationTransform } from "@photo-organizer/core";
import { type Decoded, decodePhoto, UnreadablePhotoError } from "./decode-photo";
import { bytesToBase64, type PreviewRequest, type PreviewResponse, previewSize } from "./preview-protocol";

/**
 * Decodes one photo at a time (so a worker never holds more than one decoded image), honours its
 * orientation, scales it down and encodes a small JPEG preview: pixels only, no metadata. The original
 * never leaves the browser.
 */
declare const self: DedicatedWorkerGlobalScope;

/** One canvas for every preview of this worker, resized per photo, instead of a new pixel buffer each time. */
let surface: { canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D } | null = null;

function canvasOf(width: number, height: number) {
  if (!surface) {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("2D canvas is not available");
    surface = { canvas, context };
  }
  surface.canvas.width = width;
  surface.canvas.height = height;
  return surface;
}

/** Draws the decoded image upright at the preview size. */
function draw(decoded: Decoded, maxSide: number) {
  const upright = orientationTransform(decoded.orientation, decoded.width, decoded.height);
  const size = previewSize(upright.width, upright.height, maxSide);
  const scale = size.width / upright.width;
  const drawn = orientationTransform(decoded.orientation, decoded.width * scale, decoded.height * scale);
  const { canvas, context } = canvasOf(size.width, size.height);
  context.setTransform(...drawn.matrix);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(decoded.image, 0, 0, decoded.width * scale, decoded.height * scale);
  context.setTransform(1, 0, 0, 1, 0, 0);
  return { canvas, context, size };
}

/** The preview's difference hash, from the pixels just drawn (before JPEG's losses). */
function fingerprintOf(context: OffscreenCanvasRenderingContext2D, { width, height }: Size): string {
  return differenceHash(context.getImageData(0, 0, width, height).data, width, height);
}
type Size = { width: number; height: number };

async function makePreview({ file, maxSide, quality, output, fingerprint }: PreviewRequest) {
  const decoded = await decodePhoto(file, maxSide);
  try {
    const { canvas, context, size } = draw(decoded, maxSide);
    const dhash = fingerprint ? fingerprintOf(context, size) : undefined;
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality });
    const common = {
      width: size.width,
      height: size.height,
      bytes: blob.size,
      format: decoded.format.name,
      ...(dhash ? { dhash } : {}),
    };
    if (output === "blob") return { ...common, base64: "", blob };
    return { ...common, base64: bytesToBase64(new Uint8Array(await blob.arrayBuffer())), blob: null };
  } finally {
    decoded.release();
  }
}

self.onmessage = async (event: MessageEvent<PreviewRequest>) => {
  const request = event.data;
  let response: PreviewResponse;
  try {
    response = { id: request.id, ok: true, ...(await makePreview(request)) };
  } catch (error) {
    response = {
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      unreadable: error instanceof UnreadablePhotoError ? error.reason : { kind: "damaged" },
    };
  }
  self.postMessage(response);
};
