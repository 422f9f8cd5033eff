import { vipPlacesLeft } from "@photo-organizer/core";
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
    // The real accounts, not the displayed figure: the home page's VIP offer says whether it is still open.
    vipPlacesLeft: vipPlacesLeft(accounts),
  };
}

/** How old the home page's figures may be: a count over every batch is not made for each visitor. */
export const STATS_MAX_AGE_MS = 10_000;

/**
 * One load of the figures serves every request within `maxAgeMs` of it, those that arrive while it runs too:
 * `/api/stats` is public, and anyone calling it in a loop must not put a count over every batch per call on the
 * database. A failed load is not kept.
 */
export function sharedFigures<T>(
  load: () => Promise<T>,
  maxAgeMs = STATS_MAX_AGE_MS,
  now: () => number = Date.now,
): () => Promise<T> {
  let last: { at: number; figures: Promise<T> } | null = null;
  return () => {
    const at = now();
    if (last && at - last.at < maxAgeMs) return last.figures;
    const figures = load();
    const current = { at, figures };
    last = current;
    figures.catch(() => {
      if (last === current) last = null;
    });
    return figures;
  };
}
