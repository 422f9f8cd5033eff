import { MAX_TOKENS_PER_ACCOUNT } from "../api/tokens.ts";
import { LEARNING } from "../learning/similar-photos.ts";
import { formatCount } from "./format-count.ts";

/** The longest side of the preview the browser sends for description (the web app's preview maker uses it). */
export const PREVIEW_LONGEST_SIDE_PX = 512;

/** One kind of data the service keeps: what it is, why, for how long, and how the user deletes it. */
export interface KeptData {
  readonly id: string;
  readonly title: string;
  readonly what: string;
  readonly why: string;
  readonly howLong: string;
  readonly howToDelete: string;
}

/**
 * The privacy facts (DECISIONS D20), once: every page that talks about privacy (features, about, help, FAQ,
 * the extension pages, the privacy policy, /upload's Privacy First card, /usage) reads its sentences from
 * here, and `privacyContradictions` finds any text that says otherwise ("nothing is kept").
 */
export const PRIVACY = {
  /**
   * The two promises, as one short line for cards. "Our server": the browser itself keeps the previews of an
   * unfinished batch or interrupted run until it is downloaded or discarded (`browser`).
   */
  card: "Your originals never leave your browser. Only a small preview is analyzed, and our server never keeps it.",
  /** The two promises, as one line for summaries. */
  summary:
    "Your original photos never leave your browser. Only a small preview of each is sent for description, and our server never keeps it.",
  originals:
    "Your original photos never leave your browser: the ZIP is built on your own device from the untouched files.",
  previews: `Only a small preview of each photo (about ${PREVIEW_LONGEST_SIDE_PX} pixels on its longest side) is sent to our server to be described. Our server holds it in memory while it is analyzed and never keeps it: not written to disk, not logged, not used to train models, and no third-party AI service sees it.`,
  /** The learning examples the server keeps of a batch whose results were downloaded or closed once saved. */
  reviewedPhotos: `For every analyzed photo of a batch whose ZIP you download from its results, or whose results you close with "Organize more photos" once its ZIP is saved, we keep a list of numbers that describes what it looks like (never the image, its file name or its description) and the folder it ended in, to file your next look-alike photos the same way. "Forget my corrections" on the Usage page deletes them.`,
  /** The sign-in cookie and the browser's local storage. */
  browser:
    'Your browser holds one session cookie that scripts cannot read; no access token is stored in it. Its local storage remembers your theme, whether the share buttons are shown, your "Choose where to save the ZIP" choice, and a newsletter sign-up that is waiting to be sent. Until you download or discard them, its IndexedDB keeps your unfinished batches and interrupted runs: file names, sizes and dates, descriptions and folders, the small preview made of each photo, and a SHA-256 fingerprint of each original, to find the same files again after a reload.',
  noSelling: "We do not sell your data, show ads, or share your photos with anyone.",
  kept: [
    {
      id: "reviewed-photos",
      title: "Learning examples from your results",
      what: 'For every analyzed photo of a batch whose ZIP you download from its results, or whose results you close with "Organize more photos" once its ZIP is saved (moved to another folder or left where it was, looked at or not): a list of numbers our image model computed from the preview, from which the photo cannot be rebuilt, the folder it ended in and the date. Never the preview, the photo, its file name or its description.',
      why: "To file your own next look-alike photos into the folders you chose. They are used for nothing else: not for other users, not to train models, never shared.",
      howLong: `Until you forget them or delete your account; at most the latest ${formatCount(LEARNING.maxExamplesPerUser)} per account, the oldest go first.`,
      howToDelete: `"Forget my corrections" on the Usage page deletes them at once; deleting your account deletes them too.`,
    },
    {
      id: "account",
      title: "Your account",
      what: "The identifier the sign-in provider gives us, your email address (and whether it is verified), your name, the address of your profile picture, and your plan. Never your password.",
      why: "To sign you in and apply your plan.",
      howLong: "While your account exists.",
      howToDelete:
        "Ask us through the contact page to delete your account; everything attached to it is deleted with it.",
    },
    {
      id: "usage",
      title: "Usage counts",
      what: "Per calendar month, how many photos you organized, and per batch how many photos it reserved and used: numbers and dates only, never file names or image content.",
      why: "To apply your plan's monthly limit.",
      howLong: "While your account exists.",
      howToDelete: "Deleted with your account.",
    },
    {
      id: "batch-records",
      title: "Batch records",
      what: "For every photo analyzed: a SHA-256 fingerprint of the preview that was sent (from which the preview cannot be rebuilt), the batch it was in, and when it was analyzed. While its batch is open, also the answer you got: the photo's description, category and folder, and the list of numbers our image model computed from the preview.",
      why: "So that a photo sent again (after a lost connection or a reload) is never charged twice, and gets the same answer back while its batch is open.",
      howLong:
        "The fingerprint and dates: while your account exists. The description, category, folder and numbers: until the batch ends, when it is finished or when it expires (by default an hour after it began).",
      howToDelete:
        "The description, category, folder and numbers are deleted by themselves when the batch ends; the rest is deleted with your account.",
    },
    {
      id: "organization-settings",
      title: "Organization settings",
      what: "On Pro and VIP, the settings you save: your own folders and their words, folder and name patterns, duplicate handling and sidecars.",
      why: "To organize your photos the way you set.",
      howLong: "Until you change them or delete your account.",
      howToDelete: "Change or clear them in your organization settings; they are deleted with your account.",
    },
    {
      id: "access-tokens",
      title: "Personal access tokens",
      what: `For each token you create for the command-line tool (up to ${formatCount(MAX_TOKENS_PER_ACCOUNT)}): its name, a hash of it (the token itself is shown to you once and never stored), when it was created, last used and when it expires.`,
      why: "To let the command-line tool organize photos with your account.",
      howLong:
        "Until you revoke the token or delete your account. A token past its end stops working and stays listed until you revoke it.",
      howToDelete: '"Revoke" next to the token on the Usage page.',
    },
    {
      id: "server-logs",
      title: "Server logs",
      what: "For every request to our server: your IP address, the address requested (such as /api/usage), the answer's status code, how long it took and when. Never the preview or the photo. On sign-in and our forms, your IP address is also counted, a minute at a time, to limit how many requests one address can make.",
      why: "To keep the service running: to find errors and to stop abuse.",
      howLong:
        "The server writes them to its log; how long the log is kept depends on where this site is hosted. The request counts are deleted after their minute is over.",
      howToDelete: "Ask us through the contact page.",
    },
    {
      id: "newsletter",
      title: "Newsletter",
      what: "If you subscribe: your email address and when you subscribed.",
      why: "To send you the newsletter.",
      howLong: "Until you unsubscribe.",
      howToDelete: "Write to us through the contact page to unsubscribe.",
    },
    {
      id: "messages",
      title: "Contact and help messages",
      what: "What you send through the contact or help forms: name, email, subject and message. Only our administrators can read them.",
      why: "To answer you.",
      howLong: "As long as needed to handle your request.",
      howToDelete: "Ask us through the contact page to delete them.",
    },
  ] satisfies KeptData[],
  /** What is never kept, for the retention summary. */
  neverKept: "Previews: never kept on our server. Original photos: never leave your browser.",
} as const;

/**
 * The privacy sentences that depend on where a site has its previews described: `null`, by the models on its
 * own server (`PRIVACY`'s own sentences); a host name, by the image service there (`DESCRIBER=openai`), which
 * then receives every preview under its own terms. Pages read these, never `PRIVACY.previews` and the like
 * directly, so a site set up with an outside service never says that no outside service sees a photo.
 */
export function previewPrivacy(imageService: string | null) {
  if (imageService === null)
    return {
      card: PRIVACY.card,
      summary: PRIVACY.summary,
      previews: PRIVACY.previews,
      describedBy: "AI models running on our own server",
      serviceProviders: "hosting and sign-in",
    } as const;
  return {
    card: "Your originals never leave your browser. Only a small preview is sent to be described, and we never keep it.",
    summary: `Your original photos never leave your browser. Only a small preview of each is sent for description, to our server and the image service at ${imageService}, and we never keep it.`,
    previews: `Only a small preview of each photo (about ${PREVIEW_LONGEST_SIDE_PX} pixels on its longest side) is sent to our server, which has it described by the image service at ${imageService}. Our server holds it in memory while it is analyzed and never keeps it: not written to disk, not logged, not used to train models. The image service at ${imageService} receives each preview and handles it under its own terms.`,
    describedBy: `an AI image service (${imageService}) that our server sends the preview to`,
    serviceProviders: `hosting, sign-in and the image service at ${imageService}, which describes the previews`,
  } as const;
}

/** Words for what is truly never kept: a "not stored" sentence about one of them is true. */
const NEVER_KEPT_SUBJECT =
  /\b(previews?|originals?|original (photos?|files?)|pixels?|passwords?|images?|the photo|your photos|file names?|descriptions?|the token itself|access tokens?|the image)\b/i;
/** Claims that nothing at all is kept: false while learning examples, accounts and counts are kept. */
const NOTHING_KEPT =
  /\b(nothing is (kept|stored|saved|retained)|(we|it) (keep|store|save|retain)s? nothing|no data is (kept|stored|saved|retained)|(we|it) (do not|don't|never) (keep|store|save|retain) (anything|any data|your data))\b/i;
/** A sentence that says something is not kept. */
const NOT_KEPT =
  /\b(not|never) (kept|stored|saved|retained)\b|\b(we|it) (do not|don't|never) (keep|store|save|retain)\b|\bdiscarded\b/i;

/**
 * The sentences of `text` that contradict the privacy facts: a claim that nothing is kept, or a "not kept"
 * sentence about something other than what is truly never kept (previews, originals, images, passwords,
 * file names, descriptions).
 */
export function privacyContradictions(text: string): string[] {
  const sentences = text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+|(?<=[:;])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);
  return sentences.filter(
    (sentence) =>
      NOTHING_KEPT.test(sentence) || (NOT_KEPT.test(sentence) && !NEVER_KEPT_SUBJECT.test(sentence)),
  );
}
