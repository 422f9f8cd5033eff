/** Home page wording the spec does not word (its own texts and figures come from core). */
export const HOME_COPY = {
  eyebrow: "AI photo organizer",
  tagline:
    "Drop your photos on the page and get back one ZIP with every photo in a category folder, renamed from what it shows.",
  privacy: "Your originals never leave your browser.",
  startOrganizing: "Start organizing",
  seeFeatures: "See features",
  quickStartHeading: "Quick Start",
  quickStartIntro: "Three steps from a messy camera roll to tidy folders.",
  steps: [
    {
      title: "Upload",
      text: "Drag & drop your photos (JPG, PNG, HEIC, RAW and more), or browse your files.",
    },
    { title: "Analyze", text: "AI describes each photo and picks its category folder." },
    { title: "Download ZIP", text: "Get organized_photos.zip with every photo renamed and sorted." },
  ],
  statsHeading: "Trusted by photo lovers",
  activeUsers: "Active users",
  imagesProcessed: "Images processed",
  rating: "Average rating",
  ratingValue: (rating: string) => `${rating}/5`,
  statsUnavailable: "Statistics are unavailable right now.",
  vipBadge: "Early-bird offer",
  vipHeading: (count: number, plan: string) => `The first ${count} accounts get the ${plan} plan`,
  vipText: (limit: string, batch: string, price: string) =>
    `Sign up early and organize up to ${limit} images a month, ${batch} at a time, without paying the ${price}/month VIP price.`,
  vipCta: "Create your account",
  /** How many of the places are still open, once the server has said. */
  vipPlacesLeft: (left: number, count: number) => `${left} of ${count} places left.`,
  /** Every place taken (D4 hands out no more): the offer is said as past, and what a new account gets. */
  vipTakenBadge: "Early-bird offer closed",
  vipTakenHeading: (count: number, plan: string) => `The first ${count} accounts got the ${plan} plan`,
  vipTakenText: (freeLimit: string, freeBatch: string) =>
    `Every place is taken. A new account starts on the Free plan, ${freeLimit} images a month, ${freeBatch} at a time; Pro and VIP organize more.`,
  previewBefore: "Before",
  previewAfter: "After",
} as const;
