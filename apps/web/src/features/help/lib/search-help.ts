/** Splits a search into lower-case words; an empty search matches everything. */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Keeps the items whose text contains every word of the query (case-insensitive, any order). */
export function filterByQuery<T>(items: readonly T[], query: string, text: (item: T) => string[]): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = text(item).join(" ").toLowerCase();
    return terms.every((t) => haystack.includes(t));
  });
}
