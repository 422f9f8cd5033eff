import type { Db } from "../../db/client.ts";
import * as statsRepository from "./stats.repository.ts";
import type { Stats } from "./stats.schemas.ts";

export type StatsSettings = { baseUsers: number; baseImages: number; rating: number };

/** Spec section 1: the active-users figure is capped at 2000 on display. */
export const ACTIVE_USERS_DISPLAY_CAP = 2000;

/** D13: real figures on top of the configured baselines; active users capped as the card shows them. */
export async function getStats(db: Db, settings: StatsSettings): Promise<Stats> {
  const [accounts, images] = await Promise.all([
    statsRepository.countAccounts(db),
    statsRepository.countImagesProcessed(db),
  ]);
  return {
    activeUsers: Math.min(settings.baseUsers + accounts, ACTIVE_USERS_DISPLAY_CAP),
    imagesProcessed: settings.baseImages + images,
    rating: settings.rating,
  };
}
