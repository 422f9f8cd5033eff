const CREATED = "Created";

/** Personal access tokens: the /usage section that manages them and the API's refusals. */
export const TOKENS_COPY = {
  title: "Access tokens",
  intro:
    "A personal access token lets the photo-organizer command-line tool organize folders on your computer with this account's plan and allowance. It can do nothing else.",
  nameLabel: "Token name",
  namePlaceholder: "e.g. My laptop",
  expiryLabel: "Expires",
  /** A lifetime offered for a new token; null: it never expires. */
  expiryOption: (days: number | null) =>
    days === null
      ? "Never"
      : days % 365 === 0
        ? `In ${days / 365 === 1 ? "1 year" : `${days / 365} years`}`
        : `In ${days} days`,
  create: "Create token",
  creating: "Creating…",
  createdTitle: "Copy your new token now",
  createdHint: "It is shown only this once. Anyone who has it can use your monthly allowance.",
  /** `offered`: this site offers the tool's npm package (`npm start` packs it). */
  cliHint: (offered: boolean) =>
    offered
      ? "On your computer (with Node.js 20.19 or later), install the tool from this site, then sign in and paste the token (or set PHOTO_ORGANIZER_TOKEN):"
      : "In a copy of the Photo Organizer repository (after npm install), run this and paste the token (or set PHOTO_ORGANIZER_TOKEN):",
  /**
   * The tool from the package this site offers, of the site's own version. Never the bare npm name
   * photo-organizer, which belongs to an unrelated tool.
   */
  cliCommand: (origin: string, packagePath: string | null) =>
    packagePath
      ? `npm install --global ${origin}${packagePath}\nphoto-organizer login --server ${origin}`
      : `npx photo-organizer login --server ${origin}`,
  tokenLabel: "Your new token",
  copy: "Copy",
  copied: "Copied",
  /** The browser refused the clipboard (a site served over plain http, a denied permission). */
  copyFailed: "Your browser did not let us copy. The token is selected: copy it with Ctrl+C (⌘C on a Mac).",
  done: "Done",
  none: "No tokens yet.",
  loading: "Loading tokens",
  loadFailed: "Your tokens could not be loaded. Please reload the page.",
  columnName: "Name",
  columnCreated: CREATED,
  /** Under the token's name on a phone, where the Created column is hidden. */
  createdOn: (date: string) => `${CREATED} ${date}`,
  columnLastUsed: "Last used",
  columnExpires: "Expires",
  noExpiry: "No expiry",
  /** A token past its end, still listed so the user sees why the tool stopped, and revokes it. */
  expiredOn: (date: string) => `Expired ${date}`,
  /** Under the token's name on a phone, where the Expires column is hidden. */
  expiresOn: (date: string) => `Expires ${date}`,
  neverUsed: "Never",
  revoke: "Revoke",
  revokeNamed: (name: string) => `Revoke ${name}`,
  revokeTitle: (name: string) => `Revoke "${name}"?`,
  revokeHint: "Anything using this token stops working at once. This cannot be undone.",
  cancel: "Cancel",
  createFailed: "The token could not be created. Please try again.",
  revokeFailed: "The token could not be revoked. Please try again.",
  revoked: (name: string) => `Token "${name}" revoked.`,
  /** `Authorization: Bearer` with a token that does not exist (mistyped, or revoked). */
  invalid: "This access token is not valid: it was revoked or mistyped. Create a new one on the Usage page.",
  /** `Authorization: Bearer` with a token past its end; `date` as YYYY-MM-DD (the API answers every locale). */
  expired: (date: string) =>
    `This access token expired on ${date}. Create a new one on the Usage page, and log in with it again.`,
  /** A token used for anything but organizing photos. */
  notAllowed: "An access token can only organize photos. Sign in on the website for everything else.",
  tooMany: (max: number) => `You already have ${max} tokens. Revoke one you no longer use first.`,
  notFound: "Token not found.",
} as const;
