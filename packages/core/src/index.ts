/** Public API of @photo-organizer/core: the product's rules and texts as pure functions and data. */

export { ADMIN_PASSWORD_ATTEMPTS, ADMIN_UNLOCK_TTL_MS } from "./account/admin-unlock.ts";
export { signInProviderName } from "./account/sign-in-provider.ts";
export type { SignedInUser } from "./account/signed-in-user.ts";
export { CATALOGUE, type CatalogueEntry } from "./catalogue/catalogue.ts";
export {
  CATALOGUE_ORDER_TIE_BREAK,
  COLOUR_KEYWORDS,
  categorize,
  categorizeSentence,
  categorizeWith,
  DEFAULT_TIE_BREAK,
  findCategoryKeywords,
  matchCategories,
  openingSubject,
  opensWithPeople,
  SENTENCE_RULES,
  type SentenceRules,
  subjectWords,
  type TieBreak,
} from "./catalogue/categorize.ts";
export {
  CATEGORY_NAMES,
  type Category,
  type CategoryName,
  isCategory,
  isCategoryName,
  UNSORTED,
} from "./catalogue/category-names.ts";
export { singularForms, tokenize } from "./catalogue/keyword-match.ts";
export { CATEGORY_PRIORITY, PEOPLE_OPENING } from "./catalogue/tie-break.ts";
export { CLI_DOWNLOAD_PATH, CLI_PACKAGE_FILE } from "./cli/cli-package.ts";
export { csvDocument, csvField } from "./csv/csv-writer.ts";
export {
  type CategorizationScore,
  type Confusion,
  formatCategorizationReport,
  formatComparison,
  type GroupScore,
  type LabelRow,
  parseDescriptions,
  parseLabels,
  scoreCategorization,
} from "./evaluation/categorization-score.ts";
export { parseCsv, parseCsvRecords } from "./evaluation/csv-parse.ts";
export { foldOf } from "./evaluation/fold.ts";
export { parseSettingsFile, settingsScheme } from "./evaluation/settings-scheme.ts";
export {
  EXTENSION_DOWNLOAD_FOLDER,
  EXTENSION_ID_PATTERN,
  EXTENSION_PERMISSIONS,
  EXTENSION_PUBLIC_KEY,
  EXTENSION_ZIP_NAME,
  type ExtensionPermission,
  extensionDownloadPath,
  extensionIdFromKey,
  extensionOrigin,
  HANDOVER_KEPT_MS,
  MENU_IMAGE_MAX_BYTES,
  PAGE_IMAGE_FETCH_TIMEOUT_MS,
  PAGE_IMAGE_MIN_SIDE,
  PAGE_IMAGE_SIZE_WAIT_MS,
  webStoreExtensionId,
  writtenDownloadPath,
} from "./extension/extension.ts";
export { completenessChecked, pictureComplete } from "./files/complete.ts";
export { DECLARED_SIZE_BYTES, declaredSize, type PixelSize } from "./files/declared-size.ts";
export {
  checkImageFile,
  type FileCheck,
  type FileCheckInput,
  type FileRejectionReason,
  MAX_FILE_BYTES,
  validateSelection,
} from "./files/file-checks.ts";
export {
  type ByteRange,
  type HeifLayout,
  type HeifPicture,
  type HevcCoded,
  heifLayout,
  heifOrientation,
  hevcSpsSize,
} from "./files/heif-items.ts";
export { type FormatRule, formatRule, IMAGE_FORMATS, megabytes, RAW_FORMATS } from "./files/image-formats.ts";
export {
  detectImageFormat,
  detectImageType,
  IMAGE_SIGNATURE_BYTES,
  type ImageFormat,
  type ImageType,
  imageMimeType,
  type RawFormat,
} from "./files/image-type.ts";
export { isobmffTruncated } from "./files/isobmff.ts";
export { jpegAdobeTransform } from "./files/jpeg-markers.ts";
export { JPEG_HEADER_BYTES, type JpegSize, jpegFrame, jpegSize } from "./files/jpeg-size.ts";
export { jpegOrientation, orientationTransform, tiffOrientation } from "./files/orientation.ts";
export {
  choosePreview,
  cr3MetadataTiffs,
  type EmbeddedJpeg,
  RAW_HEADER_BYTES,
  type RawLayout,
  rawLayout,
  type SizedJpeg,
} from "./files/raw-preview.ts";
export {
  oldStyleJpeg,
  piecesInside,
  type TiffPageData,
  type TiffPiece,
  tiffPieces,
  withJpegTables,
} from "./files/tiff-pieces.ts";
export { ADMIN_COPY } from "./messages/copy/admin.ts";
export { API_REFUSALS } from "./messages/copy/api-refusals.ts";
export { CLI_COPY } from "./messages/copy/cli.ts";
export { COLLECTION_COPY } from "./messages/copy/collection.ts";
export { CONTACT_COPY } from "./messages/copy/contact.ts";
export { EXTENSION_COPY, EXTENSION_PAGE_COPY } from "./messages/copy/extension.ts";
export { HELP_COPY } from "./messages/copy/help.ts";
export { HOME_COPY } from "./messages/copy/home.ts";
export { RUN_COPY } from "./messages/copy/interrupted-run.ts";
export { NEWSLETTER_COPY } from "./messages/copy/newsletter.ts";
export { ORGANIZATION_COPY } from "./messages/copy/organization.ts";
export { SIGN_IN_COPY } from "./messages/copy/sign-in.ts";
export { SIGN_OUT_COPY } from "./messages/copy/sign-out.ts";
export { SIGNUP_COPY } from "./messages/copy/signup.ts";
export { TOKENS_COPY } from "./messages/copy/tokens.ts";
export { BATCH_COPY } from "./messages/copy/unfinished-batch.ts";
export { UPLOAD_COPY } from "./messages/copy/upload.ts";
export { USAGE_COPY } from "./messages/copy/usage.ts";
export { formatCount } from "./messages/format-count.ts";
export { MESSAGES, type ToastText } from "./messages/messages.ts";
export {
  type KeptData,
  PREVIEW_LONGEST_SIDE_PX,
  PRIVACY,
  previewPrivacy,
  privacyContradictions,
} from "./messages/privacy.ts";
export { britishSpellings } from "./messages/us-spelling.ts";
export {
  cleanName,
  DEFAULT_EXTENSION,
  EMPTY_NAME,
  failedEntryPath,
  fileExtension,
  firstSentence,
  folderName,
  LEADING_PHRASES,
  MANIFEST_FILE_NAME,
  MAX_NAME_LENGTH,
  MAX_ORIGINAL_NAME_LENGTH,
  nameFromDescription,
  OUTPUT_FOLDER_NAME,
  safeOriginalName,
  stripLeadingPhrases,
  UNSORTED_FOLDER,
  ZIP_FILE_NAME,
  zipEntryPath,
} from "./naming/file-names.ts";
export {
  MANIFEST_HEADER,
  type ManifestRow,
  type ManifestStatus,
  manifestCsv,
} from "./naming/manifest-csv.ts";
export { createPathAllocator } from "./naming/path-allocator.ts";
export {
  DIFFERENCE_HASH_LENGTH,
  differenceHash,
  exactDuplicates,
  type HashedPhoto,
  hammingDistance,
  NEAR_DUPLICATE_MAX_DISTANCE,
  nearDuplicates,
  photosToHash,
} from "./organization/duplicates.ts";
export {
  describeWithFoldersPrompt,
  describeWithFoldersSchema,
  NO_OWN_FOLDER,
  ownFolderNamed,
} from "./organization/folder-prompt.ts";
export {
  DEFAULT_FOLDER_PATTERN,
  DEFAULT_NAME_PATTERN,
  FOLDER_TOKENS,
  type FolderToken,
  MAX_FOLDER_LEVELS,
  MAX_PATTERN_LENGTH,
  NAME_TOKENS,
  type NameToken,
  type PatternPiece,
  type PatternToken,
  parseFolderPattern,
  parseNamePattern,
} from "./organization/patterns.ts";
export {
  type CaptureDate,
  cameraName,
  createPathRenderer,
  duplicateEntryPath,
  formatDate,
  formatTime,
  layoutPath,
  MAX_PATTERN_NAME_LENGTH,
  type PhotoFacts,
  type PhotoLayout,
  sidecarPath,
} from "./organization/photo-path.ts";
export {
  createExampleMapper,
  createFolderChooser,
  DEFAULT_ORGANIZATION_SETTINGS,
  effectiveSettings,
  type FolderChooser,
  hasFolderName,
  MAX_FOLDER_WORDS,
  MAX_OWN_FOLDERS,
  MAX_WORD_LENGTH,
  offeredFolders,
  type SettingsProblem,
  settingsProblems,
} from "./organization/settings-rules.ts";
export { escapeXml, type SidecarFacts, xmpDate, xmpSidecar } from "./organization/xmp-sidecar.ts";
export {
  DEFAULT_PLAN_ID,
  isPlanId,
  PLAN_FEATURES,
  PLAN_IDS,
  PLANS,
  type Plan,
  type PlanFeature,
  type PlanId,
  planDisplayName,
  planForNewAccount,
  planHasFeature,
  planSupport,
  SUPPORT_LEVELS,
  type SupportLevel,
  supportRank,
  VIP_FIRST_ACCOUNTS,
  vipPlacesLeft,
} from "./plans/plans.ts";
export {
  PRICING_COPY,
  PRICING_PLANS,
  type PricingFeature,
  type PricingPlan,
  planButton,
  SUPPORT_NAMES,
} from "./plans/pricing-plans.ts";
export {
  pauseClock,
  recordSettled,
  resumeClock,
  roundTimeLeft,
  settleOnClock,
  TIME_LEFT_MIN_SETTLED,
  TIME_LEFT_WINDOW,
  type TimeLeftInput,
  timeLeft,
  WORK_CLOCK_START,
  type WorkClock,
  workTime,
} from "./progress/time-left.ts";
export {
  type BatchPlan,
  planConsecutiveBatches,
  selectionCap,
} from "./quota/consecutive-batches.ts";
export {
  nextPartNumber,
  photosForNextPart,
  type RunLeft,
  type RunPhotoProgress,
  runLeft,
  zipPartName,
} from "./quota/interrupted-run.ts";
export { type OpenBatch, slotsBeyondPlan } from "./quota/plan-change.ts";
export {
  applyBatchCap,
  type BatchDecision,
  type BatchRefusalCode,
  canReserve,
  decideBatch,
  reserve,
} from "./quota/reservation.ts";
export { isUsagePeriod, nextPeriodStart, usagePeriod } from "./quota/usage-period.ts";
export { DANGER_PERCENT, summarizeUsage, type UsageSummary, WARNING_PERCENT } from "./quota/usage-summary.ts";
export { documentTitle, isSitePath, ROUTE_TITLES, SITE_PATHS, type SitePath } from "./ui/site-routes.ts";
export {
  CAPTURED_EMAILS_KEY,
  COPYRIGHT_YEAR,
  FILE_PICKER_ACCEPT,
  FOUNDING_YEAR,
  LIMIT_TOAST_MS,
  MENU_DELAYS,
  NEWSLETTER_LIST_ID,
  NEWSLETTER_REDIRECT_MS,
  SAVE_LOCATION_STORAGE_KEY,
  SAVE_TO_FOLDER_STORAGE_KEY,
  SCROLL_TOP_THRESHOLD_PX,
  THEME_STORAGE_KEY,
  TOAST_DEFAULTS,
  TOAST_PLACEMENT,
  TOOLTIP_DELAYS,
  TRIPLE_CLICK_WINDOW_MS,
  WARNING_TOAST_MS,
} from "./ui/ui-constants.ts";
export { MAX_EMAIL_LENGTH, normalizeEmail, validateEmail } from "./validation/email.ts";
// The describer's vocabulary (owned by the image-description engineer).
export * from "./vocabulary/index.ts";

export const PRODUCT_NAME = "Photo Organizer";

// Learning from the user's corrections (owned by the review engineer).
export * from "./learning/index.ts";
