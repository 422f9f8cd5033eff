/** Signing out from the header (own wording). */
export const SIGN_OUT_COPY = {
  /** Asked before the session ends while the page has a run going or results not downloaded. */
  leaveTitle: "Sign out and leave this page?",
  leaveBody:
    "Photos are being organized on this page, or their results are not in a downloaded ZIP yet. Everything done so far stays saved in this browser: sign in again and the upload page offers to continue.",
  stay: "Stay",
  signOut: "Sign out",
  /** Log Out could not reach the server: the session still holds, and the page carries on. */
  failedTitle: "Still signed in",
  failedBody: "We could not reach the server to sign you out. Check your connection and try again.",
} as const;
