/** /signup wording the spec does not word (its own texts come from core `MESSAGES`). */
export const SIGNUP_COPY = {
  intro: "Sign in with your Google account to start organizing your photos. No password to remember.",
  continueWithGoogle: "Continue with Google",
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
