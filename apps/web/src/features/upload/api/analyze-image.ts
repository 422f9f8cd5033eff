import { apiPost } from "@/lib/api-client";

export type AnalyzeImageResult = { description: string; category: string; name: string };

/** `POST /api/analyze-image`: only the small preview is sent (D9), never the original. */
export const analyzeImage = (input: { base64Image: string; batchId: string }, signal?: AbortSignal) =>
  apiPost<AnalyzeImageResult>("/api/analyze-image", input, { signal });
