const COUNT_FORMAT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Image counts as people read them in the spec's tables: 25, 10,000, 100,000. */
export function formatCount(count: number): string {
  return COUNT_FORMAT.format(count);
}
