import { IMAGE_FORMATS, listWithAnd, megabytes, RAW_FORMATS } from "../files/image-formats.ts";
import { formatCount } from "./format-count.ts";

/** "JPG, PNG, HEIC, …, TIFF and camera RAW (CR2, CR3, …)": every accepted format, from the format table. */
const ACCEPTED_FORMATS = listWithAnd(
  IMAGE_FORMATS.map((f) =>
    f.type === "raw" ? `camera RAW (${RAW_FORMATS.map((r) => r.toUpperCase()).join(", ")})` : f.label,
  ),
);
/** "JPG, PNG, … or camera RAW" */
const ACCEPTED_FORMATS_OR = IMAGE_FORMATS.map((f) => (f.type === "raw" ? "camera RAW" : f.label))
  .join(", ")
  .replace(/, ([^,]+)$/, " or $1");
const COMMON_LIMIT = IMAGE_FORMATS[0]?.maxBytes ?? 0;
/** "up to 15MB each (HEIC up to 30MB, …)": the size limit most formats share, then the others. */
const FORMAT_LIMITS = `up to ${megabytes(COMMON_LIMIT)} each (${listWithAnd(
  IMAGE_FORMATS.filter((f) => f.maxBytes !== COMMON_LIMIT).map(
    (f) => `${f.type === "raw" ? "camera RAW" : f.label} up to ${megabytes(f.maxBytes)}`,
  ),
)})`;

/**
 * Every user-visible text of the product, once. Texts the spec words are copied from
 * `product-spec.md` character for character (straight apostrophes, "..." vs "…" as the spec has them);
 * `spec-quotes.test.ts` checks each of them against the spec. The few texts the spec needs but does not word
 * (D12 file rejections, the batch-cap refusal, the upload page's per-plan line, the Free plan toast) are
 * marked "own wording".
 *
 * A toast with a title and a description is a `{ title, description }` pair; the spec writes those pairs as
 * "Title: description" or "Title! description".
 */

export interface ToastText {
  readonly title: string;
  readonly description: string;
}

export const MESSAGES = {
  // ── Section 2: header, footer and pages ────────────────────────────────────────────────────────────────
  navHome: "Home",
  navFeatures: "Features",
  navPricing: "Pricing",
  navResources: "Resources",
  navCompany: "Company",
  navUpload: "Upload",
  navUsage: "Usage",
  logOut: "Log Out",
  login: "Login",

  featuresHeading: "Core Features & Benefits",
  featureCards: [
    "AI-Powered Organization",
    "Smart Image Renaming",
    "One-Click Zip Download",
    "Instantly Find Any Photo (Coming Soon)",
    "Secure & Private",
    "Saves Time",
  ],
  learnMore: "Learn more",
  comingSoon: "Coming Soon",
  tryItNow: "Try it now",

  uploadHeading: "Upload Your Photos",
  uploadSignUpPrompt: "Sign up to organize your photos with our AI-powered service.",
  signUp: "Sign up",
  logIn: "Log in",
  dropZoneTitle: "Drag & drop your photos here",
  dropZoneHint: "or click to browse your files",
  browseImages: "Browse Photos",
  /** 'N file(s) selected' — the spec keeps the "(s)". */
  filesSelected: (count: number): string => `${formatCount(count)} file(s) selected`,
  organizePhotos: "Organize Photos",
  processingImages: "Processing Photos...",
  /** D12 replaces the spec's "We only accept JPG and PNG images up to 15MB each." (own wording). */
  uploadNote: `We accept ${ACCEPTED_FORMATS} photos ${FORMAT_LIMITS}.`,
  // The upload note's per-plan maximum line is `MESSAGES.batchCap(batchCap, plan)` (own wording, below).
  uploadFeatureCards: ["AI Powered", "Smart Categorization", "Privacy First"],
  howItWorks: "How It Works",

  usageHeading: "Usage Statistics",
  currentPlan: (plan: string): string => `Current Plan: ${plan}`,
  /** The usage card's "count/limit images" text. */
  usageCount: (count: number, limit: number): string =>
    `${formatCount(count)} / ${formatCount(limit)} images`,
  usagePercent: (percent: number): string => `${percent}%`,
  usageResets: (period: string): string => `Usage resets monthly. Current period: ${period}`,
  usageWarning: "You're approaching your monthly usage limit.",
  upgradePlan: "Upgrade Plan",
  usageHistory: "Usage History",
  usageRowTotal: "Total images processed",
  usageRowLimit: "Monthly limit",
  usageRowRemaining: "Remaining",
  /** Slots of runs not finished yet (left by a reload, or still going): not processed, not free either. */
  usageRowHeld: "Held for runs not finished yet",
  usageHeldNote:
    "Photos a run reserved and has not analyzed yet: they come back to your allowance unless the run goes on and analyzes them.",

  signupHeading: "Create an account",
  signupLoginLink: "Already have a Google account? Log in",
  /** /signup while auth state loads (three dots, as the spec writes it there). */
  signupLoading: "Loading...",
  welcome: {
    title: "Welcome!",
    description: "You are now logged in. You can start uploading your photos.",
  } satisfies ToastText,

  helpTopics: [
    "Getting Started",
    "Uploading Photos",
    "Organization Features",
    "Account Management",
    "Troubleshooting",
    "Contact Support",
  ],
  formName: "Name",
  formEmail: "Email",
  formSubject: "Subject",
  formMessage: "Message",
  submitSupportRequest: "Submit Support Request",
  getInTouch: "Get in touch",
  addToChrome: "Add to Chrome",
  chromeStorePolicyEffectiveDate: "03/23/2025",
  disclaimerTitle: "Login & Data Use Disclaimer",
  successHeading: "Success!",
  goToUploads: "Go to Uploads",
  notFoundCode: "404",
  notFoundHeading: "Oops! Page not found",
  /** Route guards while auth loads (a single ellipsis character, as the spec writes it there). */
  guardLoading: "Loading…",

  // ── Section 4: admin actions ──────────────────────────────────────────────────────────────────────────
  planUpdated: (plan: string): string => `Your plan has been updated to ${plan}`,
  usageReset: "Usage counter has been reset",

  // ── Section 5: validation ──────────────────────────────────────────────────────────────────────────────
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  alreadySubscribed: {
    title: "Already Subscribed",
    description: "This email is already subscribed to our newsletter.",
  } satisfies ToastText,
  signUpToUpload: "Please sign up to upload and process photos",
  signUpToProcess: "Please sign up to process photos",
  /** The upload screen's text (no full stop). */
  selectImagesFirst: "Please select photos first",
  /** The batch path's toast (with full stop). */
  selectImagesFirstBatch: "Please select photos first.",
  incorrectPassword: "Incorrect password",
  invalidState: "Invalid state",

  // ── Section 8: errors and toasts ───────────────────────────────────────────────────────────────────────
  subscriptionSavedLocally: "Subscription saved locally",
  subscribeSuccess: { title: "Success!", description: "Thank you for subscribing." } satisfies ToastText,
  subscribeFailure: {
    title: "Error",
    description: "There was a problem with your subscription. Please try again.",
  } satisfies ToastText,
  contactSent: {
    title: "Message sent!",
    description: "We'll get back to you as soon as possible.",
  } satisfies ToastText,

  limitReached: (limit: number): string =>
    `You've reached your monthly limit of ${formatCount(limit)} images.`,
  limitReachedDescription: "Upgrade your plan to process more images.",
  /** A batch larger than what the month has left, while some is left: the spec's "reached" would be untrue. */
  limitLeft: (remaining: number, limit: number, requested: number): string =>
    `Only ${formatCount(remaining)} of your monthly limit of ${formatCount(limit)} images ${remaining === 1 ? "is" : "are"} left, and this batch has ${formatCount(requested)}.`,
  limitWarning: (percent: number): string => `You're approaching your monthly limit (${percent}%)`,
  limitWarningDescription: (remaining: number, plan: string): string =>
    `${formatCount(remaining)} images remaining on your ${plan} plan.`,
  remainingThisMonth: (remaining: number, plan: string): string =>
    `You have ${formatCount(remaining)} images remaining this month on your ${plan} plan.`,

  failedToProcessAny: "Failed to process any photos. Please try again later.",
  failedToProcess: "Failed to process photos. Please try again.",
  processingFailed: (message?: string | null): string =>
    `Processing failed: ${message?.trim() ? message : "Unknown error"}`,
  processingStarted: (count: number): string => `Processing ${formatCount(count)} photos...`,
  processingProgress: (done: number, total: number): string =>
    `Processed ${formatCount(done)}/${formatCount(total)} photos...`,
  processingComplete: (processed: number, failed = 0): string =>
    `Processing complete! ${formatCount(processed)} photos processed${
      failed > 0 ? `, ${formatCount(failed)} failed` : ""
    }.`,
  downloadComplete: "Download complete!",
  failedToReadFile: "Failed to read file",
  errorReadingFile: "Error reading file",
  failedToGetDescription: "Failed to get image description",
  analysisFailed: (message: string): string => `Analysis failed: ${message}`,
  noAnalysisReturned: "No analysis returned from service",

  loginFailed: "Login failed",
  getAccessTokenFailed: "Get access token failed",
  noBrowserDetected: "No browser detected.",
  noSessionInUrl: "No session defined in URL",
  invalidJwtSignature: "Invalid JWT signature",
  unexpectedApplicationError: "Unexpected Application Error!",

  // ── Own wording: texts the spec and DECISIONS require but do not word ─────────────────────────────────
  /** D12: a rejected file's toast names the file and the reason. */
  fileNotSupported: (fileName: string): string =>
    `${fileName} was skipped: it is not a ${ACCEPTED_FORMATS_OR} image.`,
  /** Named as an image of a format we read, holding something else: damaged, cut short, or misnamed. */
  fileDamaged: (fileName: string, format: string): string =>
    `${fileName} was skipped: it is named like a ${format} image, but what it holds is not an image we can read (a damaged or cut-off file, or another kind of file under a photo's name).`,
  /** A camera RAW of a format whose picture is not read (core's `unreadableRawFormat`): it is a RAW, just not one of ours. */
  rawNotReadable: (fileName: string, format: string): string =>
    `${fileName} was skipped: it is a ${format} camera RAW file, which we cannot read. Convert it to DNG or JPEG first.`,
  fileTooLarge: (fileName: string, format: string, maxBytes: number): string =>
    `${fileName} was skipped: it is larger than ${megabytes(maxBytes)}, the most we accept for ${format}.`,
  fileEmpty: (fileName: string): string => `${fileName} was skipped: the file is empty.`,
  /** The upload note's per-plan maximum line, and the server's `batch_cap` refusal. */
  batchCap: (batchCap: number, plan: string): string =>
    `Your ${plan} plan processes up to ${formatCount(batchCap)} photos at once.`,
  /** Section 4 "files beyond the plan's batch cap are dropped (first N kept)". */
  batchCapDropped: (dropped: number, batchCap: number): string =>
    `${formatCount(dropped)} file(s) left out: only the first ${formatCount(batchCap)} are processed at once.`,
  /**
   * Section 4 "clicking Free shows a success toast". Only a visitor can click it (an account on Free sees its
   * current plan, a larger plan a switch through /contact): what Free gives, and that signing up starts it.
   */
  freePlanSelected: (monthlyLimit: number, batchCap: number): string =>
    `The Free plan: ${formatCount(monthlyLimit)} images a month, up to ${formatCount(batchCap)} at once. Sign up to start.`,
  /** Any rate limit's refusal (429). */
  tooManyRequests: "Too many requests. Please try again later.",
  /** D3: the admin password was wrong too often; `minutes` until the next attempt may be made. */
  tooManyPasswordAttempts: (minutes: number): string =>
    `Too many wrong passwords. Please try again in ${formatCount(minutes)} minute${minutes === 1 ? "" : "s"}.`,
  /** The browser could not understand an API answer (it validates every one against the contract). */
  unexpectedAnswer: "The server sent an answer this page cannot read. Reload the page and try again.",
  /** Several photos in a row failed on the image service's side: the batch stops instead of retrying on. */
  serviceUnavailable:
    "The image service is not answering, so we stopped. Photos not analyzed are in Unsorted; unused images were given back. Please try again in a few minutes.",
  /** The same, when the server did not answer the batch's finish either: the slots come back when it expires. */
  serviceUnavailableHeld: (time: string): string =>
    `The image service is not answering, so we stopped. Photos not analyzed are in Unsorted; the images not used come back to this month's allowance at ${time}. Please try again in a few minutes.`,
  /** An original could no longer be read when the ZIP was written (moved, removed or changed). */
  photoUnreadable: (fileName: string): string =>
    `${fileName} could not be read any more (moved, removed or changed), so it is not in the ZIP. manifest.csv lists it as unreadable.`,
  /** The upload page's option to pick the ZIP's folder and name instead of the browser's downloads. */
  chooseSaveLocation: "Choose where to save the ZIP",
  chooseSaveLocationHint: "Otherwise it goes to your downloads.",

  // ── Own wording: the analysis API's refusals (issue 11); the browser retries after Retry-After ────────
  /** 503 `server_busy`: the analysis queue is full; nothing was done and no slot was used. */
  serverBusy: "The server is busy analyzing other photos. Please try again in a moment.",
  /** 429 `too_many_analyses`: the account already has its share of analyses running. */
  tooManyAnalyses: "Too many of your photos are being analyzed at once. Please wait for them to finish.",
  /** The reason in 'Analysis failed: {message}' when the image service failed; details go to the log only. */
  imageServiceUnavailable: "the image service is not available right now",
  /** The reason in 'Analysis failed: {message}' when one analysis took longer than the server allows. */
  imageServiceTooSlow: "the image service took too long",
  /** 415 `unsupported_image` */
  imageNotSupported: (format?: string): string =>
    format
      ? `Images in ${format.toUpperCase()} format are not supported.`
      : "The file is not an image in a supported format (JPEG, PNG, WebP, GIF, TIFF, AVIF).",
  /** 422 `corrupt_image`: a supported format that does not decode. */
  imageDamaged: "The image could not be decoded; the file may be damaged.",
  /** 413 `image_too_large` */
  imageTooManyPixels: "The image has too many pixels to decode.",
  /** D12: every accepted format, for the help center, the FAQ and the privacy page. */
  acceptedFormats: ACCEPTED_FORMATS,
  formatLimits: FORMAT_LIMITS,
  /** #12: a photo the browser could not read is kept whole in Unsorted; its toast says so. */
  pictureUnreadable: (fileName: string): string =>
    `${fileName} could not be read (the file may be damaged), so it is in Unsorted unchanged.`,
  photoTooManyPixels: (fileName: string, width: number, height: number): string =>
    `${fileName} is too large to open (${formatCount(width)} × ${formatCount(height)} pixels), so it is in Unsorted unchanged.`,
  rawWithoutPreview: (fileName: string): string =>
    `${fileName} has no preview image we can read, so it is in Unsorted unchanged.`,
  /** A file cut short (an interrupted copy or download): its picture stops before its end. */
  photoIncomplete: (fileName: string): string =>
    `${fileName} is incomplete (the file ends before its picture does), so it is in Unsorted unchanged.`,
  /** Why the results list did not analyse a photo that could not be read (its row names the file). */
  unreadableReason: {
    damaged: "The file could not be read; it may be damaged",
    incomplete: "The file ends before its picture does",
    tooManyPixels: (width: number, height: number): string =>
      `It is too large to open (${formatCount(width)} × ${formatCount(height)} pixels)`,
    noPreview: "It has no preview image we can read",
  },
} as const;
