/** /contact wording the spec does not word (its own texts come from core `MESSAGES`). */
export const CONTACT_COPY = {
  heading: "Contact Us",
  intro:
    "Questions about your photos, your plan or the product? Send us a message and we will reply by email.",
  formHeading: "Send us a message",
  detailsHeading: "Other ways to reach us",
  responseTitle: "Replies by email",
  responseText: "Every message is read by a person and answered by email.",
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
} as const;
