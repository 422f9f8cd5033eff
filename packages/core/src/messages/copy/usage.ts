/** /usage wording the spec does not word (its own texts come from core `MESSAGES`). */
export const USAGE_COPY = {
  loading: "Loading usage",
  loadFailed: "Your usage could not be loaded. Please reload the page.",
} as const;
