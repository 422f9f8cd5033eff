import {
  EXTENSION_DOWNLOAD_FOLDER,
  EXTENSION_PERMISSIONS,
  EXTENSION_ZIP_NAME,
  HANDOVER_KEPT_MS,
  PAGE_IMAGE_MIN_SIDE,
} from "../../extension/extension.ts";
import { listWithAnd } from "../../files/image-formats.ts";
import { formatCount } from "../format-count.ts";

/** Texts of the browser extension's popup, options page, page picker and notifications. */
export const EXTENSION_COPY = {
  popupTitle: "Photo Organizer",
  checkingSession: "Checking your sign-in…",
  signedOut: "Sign in to your Photo Organizer account to organize photos.",
  signIn: "Sign in",
  /**
   * Said once Sign in opened the site's sign-in tab. The toolbar popup closes as that tab opens, so the user
   * comes back through the icon (a panel open in a tab picks the session up by itself).
   */
  signInOpened:
    "Finish signing in in the tab that opened, then click the Photo Organizer icon in the toolbar again.",
  serverUnreachable: (server: string) => `The Photo Organizer server at ${server} cannot be reached.`,
  /** A batch held because the site's session ended meanwhile (signed out in another tab). */
  signedOutHeld:
    "You were signed out on the site: sign in there again and this batch goes on where it stopped. Nothing is charged twice.",
  noPermission: (server: string) =>
    `The extension may not talk to ${server} yet. Open the options and allow it.`,
  signedInAs: (who: string) => `Signed in as ${who}`,
  usageLine: (count: number, limit: number, plan: string) =>
    `${count.toLocaleString("en-US")} of ${limit.toLocaleString("en-US")} photos used this month (${plan})`,
  choosePhotos: "Choose photos",
  /** Photos chosen beyond what this month's allowance still covers (fewer than one batch takes). */
  allowanceDropped: (dropped: number, remaining: number) =>
    `${formatCount(dropped)} file${dropped === 1 ? "" : "s"} left out: your allowance this month covers ${formatCount(remaining)} more photo${remaining === 1 ? "" : "s"}.`,
  openAsTab: "Open in a tab",
  /**
   * Said while a batch runs. It always runs in a tab: one started in the toolbar popup (which the browser closes
   * on a click elsewhere) is handed to a tab of its own.
   */
  keepTabOpen: "Keep this tab open until the ZIP is saved.",
  pageImages: "Organize images on this page",
  pageImagesLoading: "Looking for images on this page…",
  pageImagesNone: "This page has no images large enough to organize.",
  pageImagesUnavailable:
    "The extension cannot read this page (browser pages and the web store are off limits).",
  pageImagesCount: (n: number) => `${n} image${n === 1 ? "" : "s"} found`,
  /** While the ticked images are downloaded from the page, before the batch starts. */
  pageImagesFetching: (done: number, total: number) =>
    `Downloading the images from the page: ${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}…`,
  /** A page image with no alt text and no file name in its address. */
  pageImageUnnamed: (width: number, height: number) => `${width} × ${height} image`,
  selectAll: "Select all",
  selectNone: "Select none",
  organizeSelected: (n: number) => `Organize ${n} image${n === 1 ? "" : "s"}`,
  fetchFailed: (name: string) => `${name} could not be downloaded from the page.`,
  backToPhotos: "Back",
  /** the ZIP's name as the browser wrote it: `organized_photos (1).zip` beside an earlier one */
  savedZip: (fileName: string) => `${fileName} is in your Downloads folder.`,
  options: "Options",
  optionsTitle: "Photo Organizer options",
  serverLabel: "Photo Organizer server",
  serverHint: "The address of the Photo Organizer site you sign in to, e.g. https://photos.example.com.",
  serverInvalid:
    "Enter the site's address, starting with https:// (or http:// for a server on this computer).",
  serverSaved: "Saved. The extension now uses this server.",
  serverPermissionRefused:
    "The browser did not allow the extension to reach that server; nothing was changed.",
  save: "Save",
  permissionsTitle: "What the extension may do, and why",
  resetServer: (server: string) => `Use the default (${server})`,
  menuOrganizeImage: "Organize this image",
  notificationTitle: "Photo Organizer",
  savedImage: (path: string) => `Saved to Downloads/${path}`,
  /** An image saved whole but not analyzed (D5): it keeps its own name, in Unsorted or the fallback folder. */
  savedUnanalyzed: (path: string, reason: string | null) =>
    `Saved to Downloads/${path} under its own name: it could not be analyzed.${reason ? ` ${reason}` : ""}`,
  imageFailed: (reason: string) => `The image was not organized: ${reason}`,
  imageUnreachable: "the extension could not download it from the page",
  /** The image is larger than the page's menu takes (`MENU_IMAGE_MAX_BYTES`); nothing was charged. */
  imageTooLargeForMenu: (megabytes: number) =>
    `This image is over ${megabytes} MB, too large to organize from the page's menu. Save it, then choose it with "Choose photos" in the Photo Organizer window.`,
  imageSignedOut: "you are not signed in. Click the Photo Organizer icon to sign in.",
  downloadFolder: EXTENSION_DOWNLOAD_FOLDER,
} as const;

/** The /chrome-extension page: what the extension does (exactly what it is built to do), and how to get it. */
export const EXTENSION_PAGE_COPY = {
  eyebrow: "Free browser extension",
  description:
    "Organize photos from your browser toolbar and from any web page. Works in Chrome and other Chromium-based browsers; needs a free account.",
  whatItDoes: "What it does",
  features: {
    toolbar: {
      title: "Organize from the toolbar",
      text: "Click the icon and choose photos from your computer: they are organized in a tab of their own, so clicking elsewhere stops nothing, and organized_photos.zip lands in your Downloads folder, as on this site.",
    },
    image: {
      title: "Organize any image on a page",
      text: `Right-click an image and choose “${EXTENSION_COPY.menuOrganizeImage}”: it is saved to Downloads/${EXTENSION_DOWNLOAD_FOLDER}/<folder>/ under a name that says what it shows, or in the folders and names of your organization settings.`,
    },
    page: {
      title: "All of a page's images",
      text: `“${EXTENSION_COPY.pageImages}” lists the page's pictures (at least ${PAGE_IMAGE_MIN_SIDE} pixels on each side); tick the ones you want and get one ZIP.`,
    },
    account: {
      title: "One account, one allowance",
      text: "Same AI descriptions, folders and names as the site; photos count towards your plan's monthly allowance and batch size, checked by our server.",
    },
  },
  storeStepsTitle: "Install from the Chrome Web Store",
  storeSteps: [
    { title: "Click “Add to Chrome”", text: "The Chrome Web Store opens in a new tab." },
    { title: "Install", text: "Choose “Add to Chrome” in the store and confirm the permissions." },
    { title: "Pin it", text: "Open the puzzle-piece menu in the toolbar and pin the extension." },
    { title: "Sign in", text: "Click the icon and sign in with your account." },
  ],
  downloadTitle: "Install the extension built for this server",
  downloadButton: "Download the extension",
  downloadHint: `${EXTENSION_ZIP_NAME}: already set up to use this site.`,
  downloadSteps: [
    {
      title: "Download and unzip",
      text: `Download ${EXTENSION_ZIP_NAME} and unzip it into a folder you keep.`,
    },
    {
      title: "Turn on Developer mode",
      text: "Open chrome://extensions in Chrome (or edge://extensions, brave://extensions) and switch on “Developer mode”.",
    },
    {
      title: "Load unpacked",
      text: "Click “Load unpacked”, choose the unzipped folder, then pin the extension.",
    },
  ],
  faqTitle: "Extension FAQ",
  faq: [
    {
      question: "Is the extension free?",
      answer:
        "Yes. The extension itself is free; it needs a free account, and the photos you organize count towards your plan's monthly allowance.",
    },
    {
      question: "Which browsers does it work in?",
      answer: "Chrome and other Chromium-based browsers, such as Edge and Brave.",
    },
    {
      question: "What permissions does it need?",
      answer: `${listWithAnd(EXTENSION_PERMISSIONS.map((p) => `${p.name} (${p.why})`))}. It can reach this site, and any other site only when you ask it to organize an image from it. It reads no page until you ask, and never your browsing history.`,
    },
    {
      question: "Where is my data described?",
      answer: "In the extension's privacy policy, which covers exactly what it handles and why.",
    },
  ],
  privacyPolicyLink: "Read the extension privacy policy",
  /** The extension privacy policy: the only copy of photos it keeps, and for how long. */
  handoverKept: `A batch started in the toolbar window is handed to a tab of the extension, where closing the window does not stop it: until that tab takes the chosen photos (at once, or once you have signed in there), they are kept in the extension's storage on your computer, and dropped after ${HANDOVER_KEPT_MS / 3_600_000} hour if no tab takes them.`,
} as const;
