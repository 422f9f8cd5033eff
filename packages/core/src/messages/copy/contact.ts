/** /contact wording the spec does not word (its own texts come from core `MESSAGES`). */
export const CONTACT_COPY = {
  heading: "Contact Us",
  intro:
    "Questions about your photos, your plan or the product? Send us a message: a person reads every one.",
  formHeading: "Send us a message",
  detailsHeading: "Other ways to reach us",
  responseTitle: "Replies by email",
  // As the pricing cards promise: Free has no email support, Pro has it, VIP has priority support.
  responseText: "Pro and VIP plans include answers by email, and VIP messages are answered first.",
  helpTitle: "Help Center",
  helpText: "Answers to the most common questions.",
  helpLink: "Visit the Help Center",
  faqTitle: "FAQ",
  faqText: "Plans, limits, privacy and file types.",
  faqLink: "Read the FAQ",
  newsletterHeading: "Stay in the loop",
  send: "Send Message",
  failed: "Your message could not be sent. Please try again.",
  supportSubject: "Support request",
  /** Asked when leaving with a message written and not sent. */
  leaving: {
    title: "Leave without sending?",
    description: "Your message has not been sent. If you leave this page, what you wrote is gone.",
    leave: "Leave",
    stay: "Keep writing",
  },
} as const;
