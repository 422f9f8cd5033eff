import { z } from "zod";

export const statsSchema = z.object({
  activeUsers: z.number().int().describe("Accounts plus the configured baseline, capped for display"),
  imagesProcessed: z.number().int().describe("Images analysed plus the configured baseline"),
  rating: z.number().describe("Rating out of 5, from configuration"),
  vipPlacesLeft: z
    .number()
    .int()
    .describe("How many of the first accounts' VIP places are still open (D4): the next sign-ups get VIP"),
});

export type Stats = z.infer<typeof statsSchema>;
