/// <reference lib="webworker" />
import { bytesToBase64, type PreviewRequest, type PreviewResponse, previewSize } from "./preview-protocol";

/**
 * Decodes one photo at a time (so a worker never holds more than one decoded image), honours its EXIF
 * orientation, scales it down and encodes a small JPEG preview. The original never leaves the browser.
 */
declare const self: DedicatedWorkerGlobalScope;

async function makePreview({ file, maxSide, quality }: PreviewRequest) {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const size = previewSize(bitmap.width, bitmap.height, maxSide);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("2D canvas is not available");
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return { base64: bytesToBase64(bytes), width: size.width, height: size.height, bytes: bytes.length };
  } finally {
    bitmap.close();
  }
}

self.onmessage = async (event: MessageEvent<PreviewRequest>) => {
  const request = event.data;
  let response: PreviewResponse;
  try {
    response = { id: request.id, ok: true, ...(await makePreview(request)) };
  } catch (error) {
    response = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
