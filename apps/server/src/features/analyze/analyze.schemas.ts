import { z } from "zod";

export const analyzeBodySchema = z.object({
  /** the photo (the browser sends a preview, longest side about 512 px), base64 without a data-URL prefix */
  base64Image: z.string().min(1),
  batchId: z.uuid(),
});

export const analyzeResponseSchema = z.object({
  description: z.string(),
  category: z.string(),
  name: z.string(),
});
