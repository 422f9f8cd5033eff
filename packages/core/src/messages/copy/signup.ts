/** /signup wording the spec does not word (its own texts come from core `MESSAGES`). */
export const SIGNUP_COPY = {
  /** `provider`: what the server signs people in with (Google, a host); null: its own sign-in. */
  intro: (provider: string | null) =>
    `Sign in with your ${provider ?? "existing"} account to start organizing your photos. No password to remember.`,
  continueWith: (provider: string | null) => (provider ? `Continue with ${provider}` : "Continue to sign in"),
  perks: (freeMonthlyLimit: string) => [
    `${freeMonthlyLimit} free images every month`,
    "Originals never leave your browser",
    "One ZIP, sorted into folders",
  ],
  terms: "By continuing you agree to our",
  termsLink: "Terms",
  and: "and",
  privacyLink: "Privacy Policy",
} as const;
