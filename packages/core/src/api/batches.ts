import { z } from "zod";
import { API_REFUSALS } from "../messages/copy/api-refusals.ts";
import { usageSchema } from "./usage.ts";

/** `POST /api/batches` */
export const createBatchBodySchema = z.object({
  count: z.number().int().min(1).describe("Number of images to reserve for this batch"),
  key: z
    .uuid({ error: API_REFUSALS.reservationKey })
    .optional()
    .describe(
      "Idempotency key of the reservation, chosen by the caller: the same user sending it again gets the same batch back (same id and reserved count, whatever `count` says now), never a second reservation",
    ),
});

export const createBatchResponseSchema = z.object({
  batchId: z.uuid(),
  reserved: z.number().int(),
  expiresAt: z.iso.datetime(),
  usage: usageSchema,
  concurrency: z
    .number()
    .int()
    .min(1)
    .describe("How many analyses to keep in flight at once to keep the image service busy"),
});

export const refusalSchema = z
  .object({ message: z.string(), code: z.enum(["limit_reached", "batch_cap"]) })
  .describe("Refused: the monthly limit would be exceeded, or the batch is larger than the plan allows");

/** `POST /api/batches/:id/finish` */
export const batchParamsSchema = z.object({ id: z.uuid() });

export const finishBatchResponseSchema = z.object({
  released: z.number().int().describe("Reserved slots given back because no image used them"),
  charged: z
    .number()
    .int()
    .describe(
      "Images this batch charged to the month: those answered, also when it expired before this finish (then `released` is 0: its unused slots went back at the expiry)",
    ),
  usage: usageSchema,
});

export type CreateBatchBody = z.infer<typeof createBatchBodySchema>;
export type Reservation = z.infer<typeof createBatchResponseSchema>;
export type FinishedBatch = z.infer<typeof finishBatchResponseSchema>;
