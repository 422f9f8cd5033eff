/** The sign-in pages the server shows (own wording; "Login failed" and "Invalid state" are the spec's). */
export const SIGN_IN_COPY = {
  /** The person chose Cancel at the provider (OIDC `access_denied`): not a failure. */
  canceledTitle: "Sign-in canceled",
  canceledText: "You did not sign in. You can sign in whenever you are ready.",
  signIn: "Sign in",
  back: "Back to Photo Organizer",
  tryAgain: "Try again",
  backHome: "Back to the home page",
  /** Why the provider refused, by its OIDC error code. */
  providerErrors: {
    access_denied: "The sign-in was canceled.",
    signInAgain: "The sign-in provider needs you to sign in again.",
    unavailable: "The sign-in provider is not available right now. Please try again in a moment.",
    other: "The sign-in provider could not sign you in.",
  },
  linkExpired: "This sign-in link is no longer valid.",
  notCompleted: "The sign-in could not be completed.",
} as const;
