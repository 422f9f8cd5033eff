/** /help wording the spec does not word (its own texts come from core `MESSAGES`). */
export const HELP_COPY = {
  heading: "Help Center",
  intro: "Find answers about uploading, organizing and your account.",
  searchLabel: "Search help articles",
  searchPlaceholder: "Search help, e.g. “PNG”",
  topicsHeading: "Browse topics",
  faqHeading: "Frequently asked questions",
  results: (topics: number, questions: number) =>
    `${topics} ${topics === 1 ? "topic" : "topics"} and ${questions} ${questions === 1 ? "question" : "questions"} found`,
  noResults: (query: string) => `Nothing matches “${query}”.`,
  noResultsHint: "Try other words, or ask us with the support form below.",
  clearSearch: "Clear search",
  supportHeading: "Still need help?",
  supportIntro:
    "Tell us what happened. A person reads every message; Pro and VIP plans include answers by email.",
  relatedHeading: "More information",
  related: {
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    contact: "Contact",
    features: "Features",
    about: "About",
  },
} as const;
