import { PLAN_IDS } from "@photo-organizer/core";
import { z } from "zod";

export const usageSchema = z
  .object({
    plan: z.enum(PLAN_IDS),
    period: z.string().describe("Calendar month in UTC, YYYY-MM"),
    count: z.number().int().describe("Images used or reserved in this period"),
    limit: z.number().int().describe("Monthly allowance of the plan"),
    remaining: z.number().int(),
    percent: z.number().describe("count / limit in percent (not capped)"),
    batchCap: z.number().int().describe("Most images one batch may reserve"),
  })
  .describe("Usage of the signed-in user in the current period");

export type UsageView = z.infer<typeof usageSchema>;

export const apiErrorSchema = z.object({ message: z.string(), code: z.string().optional() });
