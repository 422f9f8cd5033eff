/**
 * Newsletter wording the spec needs but does not word (the spec's own texts — validation, toasts, the
 * local-save message — come from core `MESSAGES`).
 */
export const NEWSLETTER_COPY = {
  heading: "Get tips for taming your photo library",
  description: "Occasional emails about new categories, features and plans. No spam; unsubscribe any time.",
  emailLabel: "Email address",
  emailPlaceholder: "you@example.com",
  submit: "Subscribe",
  submitting: "Subscribing…",
  progressLabel: "Subscribing",
  subscribedNote: "Taking you to sign-up…",
  /** `provider`: what the server signs people in with (Google, a host); null: its own sign-in. */
  logInWith: (provider: string | null) => (provider ? `Log in with ${provider}` : "Log in"),
  adminControlsLabel: "Newsletter admin controls",
  adminReset: "Reset form",
  adminExport: "Download emails (Ctrl+Shift+E)",
} as const;
