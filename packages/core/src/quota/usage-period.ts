/** The usage period a moment belongs to: its calendar month in UTC, as "YYYY-MM" (spec section 3, D2). */
export function usagePeriod(date: Date = new Date()): string {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError("usagePeriod needs a valid date");
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

const PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isUsagePeriod(value: string): boolean {
  return PERIOD_PATTERN.test(value);
}

/** The first moment of the next period, when usage starts again from 0. */
export function nextPeriodStart(date: Date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}
