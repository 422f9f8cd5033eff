import { type AnalyzeBody, type AnalyzeResult, analyzeResponseSchema } from "@photo-organizer/core/api";
import { apiPost } from "@/lib/api-client";
import { checked } from "./answer";

/**
 * `POST /api/analyze-image`: only the small preview is sent (D9), never the original; `photoKey` makes a
 * repeat of the request (a retry) use the photo's slot, not a second one.
 */
export const analyzeImage = (input: AnalyzeBody, signal?: AbortSignal): Promise<AnalyzeResult> =>
  checked(analyzeResponseSchema, apiPost("/api/analyze-image", input, { signal }));
