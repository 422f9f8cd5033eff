import { z } from "zod";
import { PLAN_IDS } from "../plans/plans.ts";

/** `GET /api/usage`, and the usage every batch answer carries. */
export const usageSchema = z
  .object({
    plan: z.enum(PLAN_IDS),
    period: z.string().describe("Calendar month in UTC, YYYY-MM"),
    count: z.number().int().describe("Images used or reserved in this period"),
    held: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe(
        "Of count, the images reserved by runs not finished yet and not analysed: they come back unless analysed (GET /api/usage only)",
      ),
    limit: z.number().int().describe("Monthly allowance of the plan"),
    remaining: z.number().int(),
    percent: z.number().describe("count / limit in percent (not capped)"),
    batchCap: z.number().int().describe("Most images one batch may reserve"),
  })
  .describe("Usage of the signed-in user in the current period");

export type Usage = z.infer<typeof usageSchema>;

/** Every refusal or failure the API answers: a text for the user and, where a client acts on it, a code. */
export const apiErrorSchema = z.object({ message: z.string(), code: z.string().optional() });

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
