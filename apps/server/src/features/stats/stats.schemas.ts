import { z } from "zod";

export const statsSchema = z.object({
  activeUsers: z.number().int().describe("Accounts plus the configured baseline, capped for display"),
  imagesProcessed: z.number().int().describe("Images analysed plus the configured baseline"),
  rating: z.number().describe("Rating out of 5, from configuration"),
});

export type Stats = z.infer<typeof statsSchema>;
