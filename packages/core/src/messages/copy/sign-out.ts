/** Signing out from the header (own wording). */
export const SIGN_OUT_COPY = {
  /** Asked before the session ends while a part of the page holds work; its body says what each part holds. */
  leaving: {
    title: "Sign out and leave this page?",
    leave: "Sign out",
    stay: "Stay",
  },
  /** What each part of a page holds, and what signing out does to it: the body of the question above. */
  holding: {
    run: "Photos are being organized on this page. Signing out stops the run; what it has done stays saved in this browser, and once you sign in again the upload page offers to continue.",
    results:
      "The results on this page are not in a downloaded ZIP yet. They stay saved in this browser: sign in again and the upload page offers them again.",
    settings: "Your organization settings have unsaved changes. Signing out drops them.",
    message: "Your message has not been sent. Signing out drops what you wrote.",
  },
  /** Log Out could not reach the server: the session still holds, and the page carries on. */
  failedTitle: "Still signed in",
  failedBody: "We could not reach the server to sign you out. Check your connection and try again.",
} as const;
