import { CATEGORY_NAMES, formatCount, MESSAGES, PLANS, PRIVACY } from "@photo-organizer/core";

/** Help-centre copy. Every figure is read from core so the help text cannot drift from what is enforced (A4). */
const free = PLANS.free;
const [
  gettingStarted,
  uploadingPhotos,
  organizationFeatures,
  accountManagement,
  troubleshooting,
  contactSupport,
] = MESSAGES.helpTopics;

export type HelpTopic = { id: string; title: string; description: string; points: string[] };
export type HelpQuestion = { question: string; answer: string };

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: "getting-started",
    title: gettingStarted,
    description: "Sign in, drop your photos on the upload page and download one organized ZIP.",
    points: ["Sign in with your account", "Open Upload and choose your photos", "Click Organize Photos"],
  },
  {
    id: "uploading-photos",
    title: uploadingPhotos,
    description: `${MESSAGES.acceptedFormats} images ${MESSAGES.formatLimits}, checked by their content, not the file name.`,
    points: [
      "Drag and drop or browse",
      `Up to ${free.batchCap} photos per batch on the Free plan`,
      "Rejected files are named in a message",
    ],
  },
  {
    id: "organization-features",
    title: organizationFeatures,
    description:
      "Each photo is described by AI, filed into a category folder and renamed from what it shows.",
    points: [
      `Folders from ${CATEGORY_NAMES[0]} to ${CATEGORY_NAMES.at(-1)}, plus Unsorted`,
      "Descriptive file names",
      "A manifest.csv inside the ZIP",
    ],
  },
  {
    id: "account-management",
    title: accountManagement,
    description: "See your plan, your monthly usage and what is left on the Usage page.",
    points: [
      `Free: ${formatCount(free.monthlyLimit)} images a month`,
      "Usage resets every month",
      "Upgrade from the Pricing page; our team then switches your plan",
    ],
  },
  {
    id: "troubleshooting",
    title: troubleshooting,
    description: "A photo that could not be analyzed is still in the ZIP, in the Unsorted folder.",
    points: [
      "A damaged file, or one too large to open, is kept whole in Unsorted",
      `Check the file is ${MESSAGES.acceptedFormats.replace(/ and (?=[^,]*$)/, " or ")}, within its size limit`,
      "Try again if the service was busy",
    ],
  },
  {
    id: "contact-support",
    title: contactSupport,
    description: "Still stuck? Send us a message with the form below: a person reads every one.",
    points: ["Use the support form", "Or write from the Contact page", "We answer as soon as we can"],
  },
];

export const HELP_FAQ: readonly HelpQuestion[] = [
  {
    question: "Which file types can I upload?",
    answer: `${MESSAGES.acceptedFormats} images ${MESSAGES.formatLimits}. Other files are skipped, and a message tells you which ones and why.`,
  },
  {
    question: "How many photos can I organize?",
    answer: `The Free plan covers ${formatCount(free.monthlyLimit)} images a month and ${free.batchCap} per batch. Pro and VIP raise both limits; see the Pricing page.`,
  },
  {
    question: "Are my photos uploaded or stored?",
    answer: `${PRIVACY.summary} ${PRIVACY.reviewedPhotos}`,
  },
  {
    question: "How are the folders chosen?",
    answer:
      "An AI model describes each photo, and what the description is about picks the category through each category's keywords. Photos nothing fits go to Unsorted. Folders you choose in review teach it for your next photos, and Pro and VIP add folders of your own.",
  },
  {
    question: "What happens if a photo cannot be analyzed?",
    answer:
      "It is still in the ZIP, unchanged and under its original name, in the Unsorted folder, and it is not charged. If no photo of a batch can be analyzed, no ZIP is made and you can simply try again.",
  },
  {
    question: "When does my usage reset?",
    answer:
      "At the start of every calendar month (UTC). The Usage page shows the current period and what is left.",
  },
  {
    question: "How do I change my plan?",
    answer:
      "Open the Pricing page and choose Pro or VIP. Once your payment or message reaches us, our team switches your account to the plan. To cancel, write to us from the Contact page: the plan stays until the end of the month you paid for, when our team switches it back to Free.",
  },
];
