import { PLANS, type PlanId } from "../plans/plans.ts";

/** A warning shows from this share of the monthly limit (spec section 9). */
export const WARNING_PERCENT = 80;
/** The usage bar turns red above this share of the monthly limit (spec section 9). */
export const DANGER_PERCENT = 90;

export interface UsageSummary {
  readonly plan: PlanId;
  readonly count: number;
  readonly limit: number;
  /** Images still allowed this month, never below 0. */
  readonly remaining: number;
  /** count / limit in whole percent, rounded down (so 99.6% never reads "100%" while images remain). */
  readonly percent: number;
  /**
   * The progress bar's width and the percentage the usage page shows: percent capped at 100 (over the limit,
   * after a move to a smaller plan, the page says "100%" beside the real count).
   */
  readonly barPercent: number;
  readonly batchCap: number;
  /**
   * The toast's and the /usage page's amber warning: at 80% or more but under 100% (spec section 5). At the
   * limit both say it is reached instead.
   */
  readonly isWarning: boolean;
  /** Red bar: above 90%. */
  readonly isDanger: boolean;
  /** Nothing more can be processed this month. */
  readonly isAtLimit: boolean;
}

/**
 * Everything the usage screen, the toasts and `GET /api/usage` show about one month's count. The thresholds
 * compare exact fractions (count × 100 against limit × threshold), not the rounded percentage.
 */
export function summarizeUsage({ count, plan }: { count: number; plan: PlanId }): UsageSummary {
  const { monthlyLimit: limit, batchCap } = PLANS[plan];
  const used = Math.max(0, Math.floor(count));
  const percent = Math.floor((used * 100) / limit);
  const reachesWarning = used * 100 >= limit * WARNING_PERCENT;
  const isAtLimit = used >= limit;
  return {
    plan,
    count: used,
    limit,
    remaining: Math.max(0, limit - used),
    percent,
    barPercent: Math.min(100, percent),
    batchCap,
    isWarning: reachesWarning && !isAtLimit,
    isDanger: used * 100 > limit * DANGER_PERCENT,
    isAtLimit,
  };
}
